// The "What Gary Thinks" run, as the spec describes it: today's stored thoughts when found (per
// sport); otherwise wait 3 s, generate and upsert by date. With a model, 5 s between sports and 3 s
// between games; a rate limit waits 10 s and skips that game; any other failed analysis falls back
// to home, home, over. Identical requests in flight share one run.
import { formatEasternTime, spreadFollowsMoneyline } from '@gary/betting';
import { renderDraft } from '@gary/claims';
import { isRateLimit, type ChatMessage } from '@gary/llm';
import { generationSportObserved, type Logger } from '@gary/platform';
import { offlinePicks } from '../domain/offline-thoughts';
import { buildThoughtMessages, NO_GAMES_MESSAGE, readThoughtAnswer, userMessageFor } from '../domain/thought-analysis';
import { fallbackThought, gamesOfDay, thoughtOdds, thoughtOf, type GaryPicks, type SlateGame, type ThoughtGame, type ThoughtSport } from '../domain/thought-game';
import { totalCall, type ScoringForm } from '../domain/total-call';
import { canonicalThoughtFacts, checkThoughtText, thoughtFacts, thoughtFactsSha256, type ThoughtFacts } from '../domain/thought-facts';

/** The picks with a rationale's placeholders ({{total.line}}) rendered from the facts they bind. */
const rendered = (picks: GaryPicks, facts: ThoughtFacts): GaryPicks => ({ ...picks, rationale: renderDraft(picks.rationale, facts) });

/** The thought with its facts and the count of its checked claims. */
function withFacts(t: ThoughtGame, facts: ThoughtFacts, checked: number): ThoughtGame {
  const canonical = canonicalThoughtFacts(facts);
  return { ...t, facts: { sha256: thoughtFactsSha256(canonical), canonical }, claims: { checked, total: checked } };
}

export interface StoredThoughts {
  date: string;
  games: ThoughtGame[];
  sportsDone: string[];
  simulated: boolean;
}

export interface ThoughtsData {
  slate(sport: ThoughtSport, date: string): Promise<{ games: SlateGame[]; simulated: boolean }>;
  context(game: SlateGame, date: string): Promise<string>;
  /** Each team's scoring and scoring allowed per game, the reason a total is picked; null when unknown. */
  scoring?(game: SlateGame, date: string): Promise<ScoringForm | null>;
}

export interface ThoughtsStore {
  get(date: string): Promise<StoredThoughts | null>;
  saveSport(date: string, sport: ThoughtSport, games: ThoughtGame[], simulated: boolean): Promise<void>;
}

export interface Timings {
  startDelayMs: number;
  sportGapMs: number;
  gameGapMs: number;
  rateLimitWaitMs: number;
}

export const SPEC_TIMINGS: Timings = { startDelayMs: 3_000, sportGapMs: 5_000, gameGapMs: 3_000, rateLimitWaitMs: 10_000 };

export interface SportOutcome {
  sport: ThoughtSport;
  games: ThoughtGame[];
  /** A user-facing message when nothing usable came out; kind says how to answer it. */
  error?: { kind: 'no_games' | 'rate_limited' | 'failed'; message: string };
}

export interface RunnerDeps {
  data: ThoughtsData;
  model: { ask(messages: ChatMessage[]): Promise<string> } | null;
  store: ThoughtsStore;
  timings: Timings;
  sleep: (ms: number) => Promise<void>;
  logger: Logger;
}

export function createThoughtsRunner(deps: RunnerDeps) {
  const { timings: t, sleep, logger: log } = deps;
  const inflight = new Map<string, Promise<SportOutcome>>();

  /**
   * Gary's thought on one game; a rate limit is thrown so the run can wait and skip the game. The
   * game's facts are frozen first; a text is published only when every number in it is one of them
   * (a model's text that is not gets the offline writer's, written from the same facts).
   */
  async function analyse(game: SlateGame, date: string, simulated: boolean): Promise<ThoughtGame> {
    const odds = thoughtOdds(game)!;
    const form = deps.data.scoring ? await deps.data.scoring(game, date).catch(() => null) : null;
    const facts = thoughtFacts(game, odds, form, totalCall(game, odds, form), new Date(), simulated);
    const offline = (): ThoughtGame => {
      const picks = offlinePicks(game, odds, form);
      const c = checkThoughtText(picks.rationale, facts);
      if (c.ok) return withFacts(thoughtOf(game, odds, rendered(picks, facts), 'offline'), facts, c.checked);
      log.error({ eventId: game.eventId, failures: c.failures }, 'offline thought failed its claim check; falling back');
      return withFacts(fallbackThought(game, odds), facts, 0);
    };
    if (!deps.model) return offline();
    try {
      const context = await deps.data.context(game, date).catch(() => '');
      const text = await deps.model.ask(buildThoughtMessages(game, odds, formatEasternTime(new Date(game.commenceTime)), context));
      // The spec's consistency rule: a spread side that differs from the moneyline's follows it.
      const picks = spreadFollowsMoneyline(readThoughtAnswer(text, game));
      const c = checkThoughtText(picks.rationale, facts);
      if (c.ok) return withFacts(thoughtOf(game, odds, rendered(picks, facts), 'openai'), facts, c.checked);
      log.warn({ eventId: game.eventId, failures: c.failures }, "the model's thought failed its claim check; the offline writer's text replaces it");
      return offline();
    } catch (err) {
      if (isRateLimit(err)) throw err;
      log.warn({ err, eventId: game.eventId }, 'thought analysis failed; falling back to home, home, over');
      return withFacts(fallbackThought(game, odds), facts, 0);
    }
  }

  async function generateSport(date: string, sport: ThoughtSport): Promise<SportOutcome> {
    let slate: { games: SlateGame[]; simulated: boolean };
    try {
      slate = await deps.data.slate(sport, date);
    } catch (err) {
      log.error({ err, sport }, 'slate unavailable for thoughts');
      return { sport, games: [], error: { kind: 'failed', message: userMessageFor(err) } };
    }
    const games = gamesOfDay(slate.games, date).filter((g) => thoughtOdds(g) !== null);
    const out: ThoughtGame[] = [];
    let limited: unknown = null;
    for (const [i, game] of games.entries()) {
      if (i > 0 && deps.model) await sleep(t.gameGapMs);
      try {
        out.push(await analyse(game, date, slate.simulated));
      } catch (err) {
        // "On a rate limit (429 or Too Many Requests) wait 10 s and skip that game."
        limited = err;
        log.warn({ eventId: game.eventId }, 'thoughts rate limited; skipping the game');
        await sleep(t.rateLimitWaitMs);
      }
    }
    if (out.length === 0 && limited) return { sport, games: [], error: { kind: 'rate_limited', message: userMessageFor(limited) } };
    await deps.store.saveSport(date, sport, out, slate.simulated);
    return out.length ? { sport, games: out } : { sport, games: [], error: { kind: 'no_games', message: NO_GAMES_MESSAGE } };
  }

  /** Starts (or joins) the generation of these sports; one promise per sport. */
  function ensure(date: string, sports: readonly ThoughtSport[], initialWait: boolean): Map<ThoughtSport, Promise<SportOutcome>> {
    const out = new Map<ThoughtSport, Promise<SportOutcome>>();
    const todo = sports.filter((s) => {
      const running = inflight.get(`${date}|${s}`);
      if (running) out.set(s, running);
      return !running;
    });
    if (todo.length === 0) return out;
    let chain: Promise<unknown> = initialWait ? sleep(t.startDelayMs) : Promise.resolve();
    for (const [i, sport] of todo.entries()) {
      const key = `${date}|${sport}`;
      const p = chain
        .then(() => (i > 0 && deps.model ? sleep(t.sportGapMs) : undefined))
        .then(() => generateSport(date, sport))
        .catch((err: unknown): SportOutcome => {
          log.error({ err, sport }, 'thoughts run failed');
          return { sport, games: [], error: { kind: 'failed', message: userMessageFor(err) } };
        })
        .then((o) => {
          generationSportObserved('thoughts', sport, o.error?.kind === 'failed' ? 'failed' : o.error ? 'skipped' : 'done');
          return o;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, p);
      out.set(sport, p);
      chain = p;
    }
    return out;
  }

  return {
    /** What a reader sees: stored thoughts of the sport when its run is done, else a (shared) run. */
    async load(date: string, sport: ThoughtSport): Promise<{ stored: StoredThoughts | null; outcome: Promise<SportOutcome> | null }> {
      const stored = await deps.store.get(date);
      if (stored && stored.sportsDone.includes(sport)) return { stored, outcome: null };
      return { stored, outcome: ensure(date, [sport], true).get(sport)! };
    },

    /** Generates again (admin): no initial wait, runs shared with any already in flight. */
    regenerate(date: string, sports: readonly ThoughtSport[]): Map<ThoughtSport, Promise<SportOutcome>> {
      return ensure(date, sports, false);
    },

    /** Start-up warm-up: every sport whose run is not done yet. */
    async warm(date: string, sports: readonly ThoughtSport[]): Promise<void> {
      const stored = await deps.store.get(date);
      const missing = sports.filter((s) => !stored?.sportsDone.includes(s));
      await Promise.all(ensure(date, missing, false).values());
    },
  };
}

export type ThoughtsRunner = ReturnType<typeof createThoughtsRunner>;
