// One day's prop run: at most 8 games not yet started; per game the per-market odds board from
// odds-ingest, else the search fallback, else the spec's "no prop data" note; the model's top 5
// (or, with no key or when the model fails, the top 5 by expected value with the offline writer);
// MLB's rules-based props beside them; and the day's top 10 by confidence then EV handed to store.
import { formatEasternTime } from '@gary/betting';
import type { Logger } from '@gary/platform';
import type { DataPeers, GameContext, PlayerFacts } from '../adapters/data-peers';
import type { PropModel, PropSearch } from '../adapters/llm-clients';
import { chooseGames, mergeGamePicks, topOfDay, type SlateGame } from '../domain/daily-selection';
import { acceptModelProps, buildPropMessages, parseModelAnswer } from '../domain/model-props';
import { offlineProps, type PricedSide } from '../domain/offline-props';
import { truthfulBoard } from '../domain/prop-claims';
import { candidateSides, capForModel, type PropOptionRow } from '../domain/prop-candidates';
import { averageFor, withAverage } from '../domain/prop-estimates';
import { normaliseName } from '../domain/prop-grading';
import { marketsFor, PROP_SPORTS, type PropSport } from '../domain/prop-markets';
import { placeDraft, type PropDraft, type PropPick, type PropSource } from '../domain/prop-pick';
import { rulesProps, type PitcherInput } from '../domain/rules-props';
import { buildSearchMessages, NO_PROP_DATA_MESSAGE, parseSearchAnswer } from '../domain/search-props';

export const GENERATING_MESSAGE = 'Generating new prop picks... This may take a moment.';
export const UNABLE_MESSAGE = 'Unable to generate prop picks at this time. Please try again later.';
export const generatedMessage = (n: number) => `Generated ${n} new prop picks!`;

export interface RunOutcome {
  success: boolean;
  count: number;
  level: 'info' | 'success' | 'warning' | 'error';
  message: string;
  notes: string[];
}

export interface GeneratorDeps {
  data: DataPeers;
  model: PropModel | null;
  search: PropSearch | null;
  /** Stores the day's ranked props; returns how many were newly stored. */
  store(date: string, ranked: PropPick[]): Promise<number>;
  logger: Logger;
  now: () => Date;
}

interface Board {
  rows: PropOptionRow[];
  source: PropSource;
  simulated: boolean;
}

export function createPropGenerator(deps: GeneratorDeps) {
  const log = deps.logger;

  async function boardFor(game: SlateGame, date: string, notes: string[]): Promise<Board | null> {
    try {
      const b = await deps.data.propBoard(game.eventId, marketsFor(game.sport));
      if (b.rows.length > 0) return { rows: b.rows, source: b.simulated ? 'simulated' : 'odds', simulated: b.simulated };
    } catch (err) {
      log.warn({ err, eventId: game.eventId }, 'prop markets unavailable; trying the search fallback');
    }
    if (deps.search) {
      try {
        const res = await deps.search.search(buildSearchMessages(game, date));
        const rows = parseSearchAnswer(game.sport, res.text);
        if (rows.length > 0) return { rows, source: 'search', simulated: false };
      } catch (err) {
        log.warn({ err, eventId: game.eventId }, 'search fallback failed');
      }
    }
    notes.push(`${game.awayTeam} @ ${game.homeTeam}: ${NO_PROP_DATA_MESSAGE}`);
    return null;
  }

  async function contextFor(game: SlateGame, date: string, pitchers: PitcherInput[]): Promise<GameContext> {
    let ctx: GameContext = { summary: '', homeStarter: null, awayStarter: null, homeHitters: [], awayHitters: [], players: [] };
    try {
      ctx = await deps.data.context(game.sport, game, date);
    } catch (err) {
      log.warn({ err, eventId: game.eventId }, 'matchup context unavailable; props go on without it');
    }
    const byTeam = (team: string) => pitchers.find((p) => p.team === team) ?? null;
    return { ...ctx, homeStarter: ctx.homeStarter ?? byTeam(game.homeTeam), awayStarter: ctx.awayStarter ?? byTeam(game.awayTeam) };
  }

  function playerOf(players: PlayerFacts[], name: string): PlayerFacts | undefined {
    const n = normaliseName(name);
    return players.find((p) => normaliseName(p.name) === n);
  }

  async function picksForGame(game: SlateGame, date: string, board: Board, ctx: GameContext, used: Set<string>, notes: string[]): Promise<PropDraft[]> {
    const priced: PricedSide[] = candidateSides(game.sport, board.rows).map((s) => {
      const facts = playerOf(ctx.players, s.player);
      return withAverage(s, facts ? averageFor(s.propType, facts.stats) : null);
    });
    let chosen: PropDraft[] | null = null;
    if (deps.model && priced.length > 0) {
      const sides = capForModel(priced, board.source === 'search');
      try {
        const text = await deps.model.ask(buildPropMessages({ ...game, time: formatEasternTime(new Date(game.commenceTime)) }, sides, ctx.summary));
        const items = parseModelAnswer(text) ?? [];
        const { accepted, rejected } = acceptModelProps(game.sport, items, sides);
        if (rejected.length) log.info({ eventId: game.eventId, rejected }, 'model props refused');
        chosen = accepted;
      } catch (err) {
        log.warn({ err, eventId: game.eventId }, 'prop model failed; choosing by expected value instead');
        notes.push(`${game.awayTeam} @ ${game.homeTeam}: the model was unavailable, so these props were chosen by expected value.`);
      }
    }
    if (chosen === null) chosen = offlineProps(priced, game);
    const rules =
      game.sport === 'MLB'
        ? rulesProps({ homeTeam: game.homeTeam, awayTeam: game.awayTeam, homeStarter: ctx.homeStarter, awayStarter: ctx.awayStarter, homeHitters: ctx.homeHitters, awayHitters: ctx.awayHitters, options: board.rows }, used)
        : [];
    return mergeGamePicks(chosen.map((d) => ({ ...d, source: board.source })), rules).map((d) => ({
      ...d,
      playerId: d.playerId || playerOf(ctx.players, d.player)?.id || '',
    }));
  }

  return {
    async run(date: string, sports: readonly PropSport[] = PROP_SPORTS): Promise<RunOutcome> {
      const notes: string[] = [];
      const bySport = new Map<PropSport, SlateGame[]>();
      for (const sport of sports) {
        try {
          const s = await deps.data.slate(sport, date);
          if (s.games.length) bySport.set(sport, s.games);
        } catch (err) {
          log.warn({ err, sport }, 'slate unavailable');
          notes.push(`${sport}: the slate could not be loaded.`);
        }
      }
      const games = chooseGames(bySport, date, deps.now());
      let pitchers: PitcherInput[] = [];
      if (games.some((g) => g.sport === 'MLB')) {
        pitchers = await deps.data.pitchers(date).catch((err: unknown) => {
          log.warn({ err }, 'pitchers unavailable');
          return [];
        });
      }
      const used = new Set<string>();
      const all: PropPick[] = [];
      for (const game of games) {
        const board = await boardFor(game, date, notes);
        if (!board) continue;
        const ctx = await contextFor(game, date, pitchers);
        const drafts = await picksForGame(game, date, board, ctx, used, notes);
        all.push(...drafts.map((d) => placeDraft(d, game, date, board.simulated)));
      }
      const top = truthfulBoard(topOfDay(all));
      if (top.length === 0) return { success: false, count: 0, level: 'warning', message: UNABLE_MESSAGE, notes };
      const stored = await deps.store(date, top);
      if (stored === 0) return { success: false, count: 0, level: 'warning', message: UNABLE_MESSAGE, notes };
      return { success: true, count: stored, level: 'success', message: generatedMessage(stored), notes };
    },
  };
}

export type PropGenerator = ReturnType<typeof createPropGenerator>;
