// gRPC handlers: check the request, load or regenerate through the runner, encode the games.
// Failures become the spec's user-facing words: a rate limit is RESOURCE_EXHAUSTED with 'OpenAI
// rate limit reached...' (or 'Too many requests...'), anything else UNAVAILABLE with 'Failed to
// load Gary's thoughts...'; no games is an empty list with 'No games found for today.'.
import { easternToday, type EasternDate } from '@gary/betting';
import { easternDateArg, forbidden, pickFields, invalid, rateLimited, unavailable, type ServiceImpl } from '@gary/platform';
import type { thoughtsV1 } from '@gary/protos';
import type { SportOutcome, StoredThoughts, ThoughtsRunner, ThoughtsStore } from '../app/thoughts-runner';
import { NO_GAMES_MESSAGE } from '../domain/thought-analysis';
import { isThoughtSport, THOUGHT_SPORTS, type ThoughtGame, type ThoughtSport } from '../domain/thought-game';

export const STILL_WORKING_MESSAGE = "Gary's still working through today's games. Please try again in a moment.";

export interface HandlerDeps {
  runner: ThoughtsRunner;
  store: ThoughtsStore;
  now: () => Date;
  requestWaitMs: number;
  rateLimitWaitMs: number;
}

export function toProto(g: ThoughtGame): thoughtsV1.ThoughtGame {
  return {
    ...pickFields(g, ['id', 'league', 'time', 'homeTeam', 'awayTeam']),
    odds: {
      spreadHome: g.odds.spread.home,
      spreadAway: g.odds.spread.away,
      moneylineHome: g.odds.moneyline.home,
      moneylineAway: g.odds.moneyline.away,
      totalLine: g.odds.total.line,
      totalOver: g.odds.total.over,
      totalUnder: g.odds.total.under,
    },
    garyPicks: g.garyPicks,
    fallback: g.fallback,
    factsSha256: g.facts?.sha256 ?? '',
    claimsChecked: g.claims?.checked ?? 0,
    claimsTotal: g.claims?.total ?? 0,
  };
}

function today(now: () => Date): EasternDate {
  const d = easternToday(now());
  if (!d.ok) throw invalid('invalid_now', d.error.message);
  return d.value;
}

const checkDate = (raw: string, now: () => Date): EasternDate => easternDateArg(raw, () => today(now));

function checkSport(raw: string): ThoughtSport {
  const s = (raw || 'NBA').toUpperCase();
  if (!isThoughtSport(s)) throw invalid('invalid_sport', `sport must be one of ${THOUGHT_SPORTS.join(', ')}`);
  return s;
}

export function thoughtsHandlers(deps: HandlerDeps): ServiceImpl<'thoughts'> {
  function waitFor<T>(p: Promise<T>): Promise<T | 'waiting'> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'waiting'>((resolve) => {
      timer = setTimeout(() => resolve('waiting'), deps.requestWaitMs);
    });
    return Promise.race([p, late]).finally(() => clearTimeout(timer));
  }

  function raise(outcomes: SportOutcome[]): void {
    const errors = outcomes.map((o) => o.error).filter((e) => e !== undefined);
    if (errors.length === 0 || errors.length < outcomes.length) return;
    const limited = errors.find((e) => e.kind === 'rate_limited');
    if (limited) throw rateLimited('thoughts_rate_limited', limited.message, Math.ceil(deps.rateLimitWaitMs / 1000));
    const failed = errors.find((e) => e.kind === 'failed');
    if (failed) throw unavailable('thoughts_failed', failed.message);
  }

  /** The stored thoughts as the reader gets them; `known` when the caller has just read them. */
  async function view(date: string, sports: readonly ThoughtSport[], sport: string, known?: StoredThoughts | null): Promise<thoughtsV1.Thoughts> {
    const stored = known !== undefined ? known : await deps.store.get(date);
    const games = (stored?.games ?? []).filter((g) => sports.includes(g.sport));
    return { date, sport, games: games.map(toProto), simulated: stored?.simulated ?? false, error: games.length ? '' : NO_GAMES_MESSAGE };
  }

  return {
    async GetThoughts(req) {
      const sport = checkSport(req.sport);
      const date = checkDate(req.date, deps.now);
      // Reads generate only for today (Eastern): any other date is what is stored, or nothing.
      // Otherwise an anonymous read of 2030-02-02 would store "done, 0 games" for that day (and,
      // with a model key, spend model calls on anyone's say).
      if (date !== today(deps.now)) {
        const stored = await deps.store.get(date);
        if (stored?.sportsDone.includes(sport)) return view(date, [sport], sport, stored);
        return { date, sport, games: [], simulated: false, error: `No thoughts from Gary for ${date}.` };
      }
      const { stored, outcome } = await deps.runner.load(date, sport);
      // Done already: what load() read is what the reader gets.
      if (!outcome) return view(date, [sport], sport, stored);
      const o = await waitFor(outcome);
      if (o === 'waiting') return { date, sport, games: [], simulated: false, error: STILL_WORKING_MESSAGE };
      raise([o]);
      return view(date, [sport], sport);
    },

    async Regenerate(req, ctx) {
      if (ctx.role !== 'admin') throw forbidden('forbidden', 'This needs the admin role.');
      const date = checkDate(req.date, deps.now);
      const sports = req.sports.length ? req.sports.map(checkSport) : [...THOUGHT_SPORTS];
      const runs = deps.runner.regenerate(date, sports);
      const all = await waitFor(Promise.all(runs.values()));
      if (all === 'waiting') {
        const partial = await view(date, sports, sports.length === 1 ? sports[0]! : '');
        return { ...partial, error: STILL_WORKING_MESSAGE };
      }
      raise(all);
      return view(date, sports, sports.length === 1 ? sports[0]! : '');
    },
  };
}
