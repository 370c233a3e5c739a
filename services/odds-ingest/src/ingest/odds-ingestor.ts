// Brings outside odds and scores into odds-ingest's schema: one bulk odds call per sport per
// refresh, score polls for games that have started and are not final, and the simulator's forced
// finals. State changes and their events (odds.snapshot, game.final) commit in one transaction; the
// game_finals primary key makes game.final go out once per game however many pollers run.
import { makeEvent, type EventData, type EventEnvelope } from '@gary/contracts';
import { enqueue, withTransaction, type Cache, type Logger, type Pool } from '@gary/platform';
import {
  correctFinal, finalScores, forcedFinalsSince, gameById, insertFinal, insertScratch, recordForcedFinal, sportsAwaitingFinals, storeSnapshot, upcomingEvents, upsertEvents, upsertScore,
} from '../adapters/odds-repo';
import { findPostponements } from '../domain/postponements';
import type { SimulatedOddsProvider } from '../adapters/simulated-odds-provider';
import { BOOKMAKER_TITLES, FEATURED_BOOKMAKERS, easternDateOf, easternTimeToUtc, plusDays, providerError, type ProviderError, findSimGame, type SimulationState, inSeason, SPORT_KEYS, SPORTS, type SportKey } from '@gary/sports-world';
import type { StoredGame } from '../domain/game-view';
import type { GameOdds, GameScore } from '../domain/odds-types';
import type { OddsProvider } from '../domain/odds-provider-port';
import { isBackingOff, nextBackoff, type Backoff } from '../domain/provider-backoff';
import { invalidateSlates } from './slate-cache';

export interface IngestorDeps {
  pool: Pool;
  cache: Cache;
  logger: Logger;
  now: () => Date;
  provider: OddsProvider;
  simulated: boolean;
  /** The simulator and its state, when no key is set (forced finals live there and in Postgres). */
  sim?: { provider: SimulatedOddsProvider; state: SimulationState };
  /** Credits the real client has spent so far in this process (from x-requests-last). */
  creditsSpent: () => number;
  /** Resolves when the quota read from the last answer is stored. */
  quotaSaved?: () => Promise<void>;
}

export type RefreshOutcome =
  | { ok: true; sport: SportKey; games: number; snapshots: number; creditsSpent: number }
  | { ok: false; sport: SportKey; error: ProviderError };

export interface ScoresOutcome { sport: SportKey; ok: boolean; updated: number; finals: string[]; error?: ProviderError }

const SOURCE = 'odds-ingest';
const BACKOFF_KEY = 'odds-ingest:provider-backoff';
const DAY_MS = 86_400_000;
/** Scores are asked for games that started within this many days (the API's daysFrom maximum). */
const SCORE_DAYS = 3;
/** One simulated line move, in log-odds. */
const LINE_STEP = 0.25;

/**
 * odds.snapshot: a game's new pre-game prices, every featured book's moneyline and spread (pick-engine
 * keeps each pick's live status from it). Only stored snapshots, so only prices that moved.
 */
export function snapshotEvent(g: GameOdds, sport: EventData<'odds.snapshot'>['sport'], now: Date, simulated: boolean): EventEnvelope<'odds.snapshot'> {
  const featured = new Set<string>(FEATURED_BOOKMAKERS);
  const books = g.bookmakers
    .filter((b) => featured.has(b.key) && (b.markets.h2h || b.markets.spreads))
    .map((b) => ({
      key: b.key,
      title: BOOKMAKER_TITLES[b.key] ?? b.title,
      moneyline: b.markets.h2h ? { home: b.markets.h2h.home, away: b.markets.h2h.away } : null,
      spread: b.markets.spreads ? { home: { ...b.markets.spreads.home }, away: { ...b.markets.spreads.away } } : null,
    }));
  return makeEvent('odds.snapshot', {
    source: SOURCE, key: g.id, occurredAt: now,
    data: { eventId: g.id, sport, homeTeam: g.homeTeam, awayTeam: g.awayTeam, commenceTime: new Date(g.commenceTime).toISOString(), snapshotAt: now.toISOString(), simulated, books },
  });
}

export function createOddsIngestor(deps: IngestorDeps) {
  const { pool, logger } = deps;
  const league = (sportKey: string) => (SPORTS[sportKey as SportKey]?.league ?? 'NBA') as EventData<'odds.snapshot'>['sport'];

  async function backoff(): Promise<Backoff | null> {
    try {
      return (await deps.cache.get<Backoff>(BACKOFF_KEY)) ?? null;
    } catch {
      return null;
    }
  }

  /** Logs a provider error with its reason and, for 429/401/floor, starts waiting (shared by replicas). */
  async function noteError(error: ProviderError, what: string, sport: SportKey): Promise<void> {
    const now = deps.now();
    const next = nextBackoff(error, now, await backoff());
    const fields = { sport, error: error.name, status: error.status, code: error.code, retryAfterSeconds: error.retryAfterSeconds };
    if (next) {
      await deps.cache.set(BACKOFF_KEY, next, next.until - now.getTime()).catch(() => undefined);
      logger.warn({ ...fields, backoffUntil: new Date(next.until).toISOString() }, `${what} of ${SPORTS[sport].league} failed (${error.name}: ${error.message}); no provider calls until ${new Date(next.until).toISOString()}, stored data keeps serving`);
    } else {
      logger.warn(fields, `${what} of ${SPORTS[sport].league} failed (${error.name}: ${error.message}); stored data keeps serving, next poll tries again`);
    }
  }

  async function blocked(sport: SportKey): Promise<ProviderError | null> {
    const b = await backoff();
    const now = deps.now();
    if (!isBackingOff(b, now)) return null;
    const seconds = Math.ceil((b.until - now.getTime()) / 1000);
    return providerError('RateLimited', `The odds provider is being left alone for ${seconds} s more after ${b.reason}; ${SPORTS[sport].league} serves stored data`, { retryAfterSeconds: seconds });
  }

  /** Forced finals written by any replica, into this replica's simulator. */
  async function syncForcedFinals(): Promise<void> {
    if (!deps.sim) return;
    for (const f of await forcedFinalsSince(pool, new Date(deps.now().getTime() - 8 * DAY_MS))) {
      if (!deps.sim.state.forcedFinals.has(f.eventId)) deps.sim.state.forcedFinals.set(f.eventId, f.forcedAt);
    }
  }

  async function refreshSport(sport: SportKey): Promise<RefreshOutcome> {
    const wait = await blocked(sport);
    if (wait) return { ok: false, sport, error: wait };
    await syncForcedFinals();
    const now = deps.now();
    const before = deps.creditsSpent();
    // Today's and tomorrow's games (NBA's slate takes tomorrow); the bulk call costs the same either way.
    const windowEnd = easternTimeToUtc(plusDays(easternDateOf(now), 2), 0);
    const answer = await deps.provider.odds(sport, { commenceTimeTo: windowEnd });
    const creditsSpent = deps.creditsSpent() - before;
    await deps.quotaSaved?.();
    if (!answer.ok) {
      await noteError(answer.error, 'odds refresh', sport);
      return { ok: false, sport, error: answer.error };
    }
    // Snapshots are pre-game lines only: in-play prices would spoil the closing line.
    const pregame = answer.data.filter((g) => Date.parse(g.commenceTime) > now.getTime() && g.bookmakers.length > 0).sort((a, b) => a.id.localeCompare(b.id));
    const stored: string[] = [];
    const postponed: string[] = [];
    await withTransaction(pool, async (tx) => {
      // Postponements first: what the refresh no longer lists is read before its answer is stored.
      const before = await upcomingEvents(tx, sport, deps.simulated, now, new Date(windowEnd));
      await upsertEvents(tx, answer.data, deps.simulated);
      const events: EventEnvelope[] = [];
      for (const g of pregame) {
        if (!(await storeSnapshot(tx, g.id, g.bookmakers, now))) continue;
        stored.push(g.commenceTime);
        events.push(snapshotEvent(g, league(sport), now, deps.simulated));
      }
      for (const { event: e, successor } of findPostponements(before, answer.data)) {
        const reason = `Postponed by the provider: ${e.awayTeam} @ ${e.homeTeam} moved to ${successor.commenceTime}`;
        const source = deps.simulated ? 'odds-ingest: simulated provider' : 'odds-ingest: The Odds API';
        if (!(await insertScratch(tx, { eventId: e.id, status: 'postponed', reason, newEventId: successor.id, newCommence: successor.commenceTime, seenAt: now }))) continue;
        postponed.push(e.id);
        events.push(makeEvent('game.scratched', {
          source: SOURCE, key: e.id, occurredAt: now,
          data: { eventId: e.id, sport: league(sport), homeTeam: e.homeTeam, awayTeam: e.awayTeam, commenceTime: new Date(e.commenceTime).toISOString(), status: 'postponed', reason, source, newEventId: successor.id, newCommenceTime: new Date(successor.commenceTime).toISOString(), seenAt: now.toISOString() },
        }));
      }
      await enqueue(tx, events);
    });
    for (const id of postponed) logger.info({ sport, eventId: id }, 'game postponed by the provider; game.scratched published');
    await invalidateSlates(deps.cache, sport, [...stored, ...answer.data.map((g) => g.commenceTime)]).catch(() => undefined);
    // The credits of this refresh as the provider billed them (x-requests-used before and after, x-requests-last).
    const { used, last } = answer.quota;
    const credits = used !== null && last !== null ? { requestsUsedBefore: used - last, requestsUsedAfter: used, requestsLast: last } : {};
    const sharp = answer.data.filter((g) => g.bookmakers.some((b) => b.sharp)).length;
    logger.info({ sport, games: answer.data.length, sharpGames: sharp, snapshots: stored.length, creditsSpent, ...credits, warnings: answer.warnings.length }, `odds refreshed for ${SPORTS[sport].league}`);
    return { ok: true, sport, games: answer.data.length, snapshots: stored.length, creditsSpent };
  }

  /** Every in-season sport on today's Eastern date, one after another. */
  async function refreshAll(): Promise<RefreshOutcome[]> {
    const today = easternDateOf(deps.now());
    const out: RefreshOutcome[] = [];
    for (const s of SPORT_KEYS) if (inSeason(s, today)) out.push(await refreshSport(s));
    return out;
  }

  /** Stores scores; a completed one becomes a final and (once) a game.final event. */
  async function applyScores(sport: SportKey, scores: readonly GameScore[]): Promise<{ updated: number; finals: string[] }> {
    const now = deps.now();
    const recorded = await finalScores(pool, scores.map((s) => s.id));
    const todo = scores.filter((s) => (s.scores !== null || s.completed) && !recorded.has(s.id)).sort((a, b) => a.id.localeCompare(b.id));
    // A completed game whose score differs from its recorded final: the source corrected it.
    const corrected = scores
      .filter((s) => s.completed && s.scores && recorded.has(s.id) && (recorded.get(s.id)!.home !== s.scores.home || recorded.get(s.id)!.away !== s.scores.away))
      .sort((a, b) => a.id.localeCompare(b.id));
    if (corrected.length > 0) await applyCorrectedFinals(sport, corrected, now);
    if (todo.length === 0) return { updated: 0, finals: [] };
    const finals: string[] = [];
    let updated = 0;
    await withTransaction(pool, async (tx) => {
      await upsertEvents(tx, todo, deps.simulated);
      const events: EventEnvelope[] = [];
      for (const s of todo) {
        if (!s.scores) {
          logger.warn({ sport, eventId: s.id }, `completed game ${s.awayTeam} @ ${s.homeTeam} came without a score; skipped until it has one`);
          continue;
        }
        if (await upsertScore(tx, { eventId: s.id, home: s.scores.home, away: s.scores.away, completed: s.completed, lastUpdate: s.lastUpdate })) updated++;
        if (!s.completed) continue;
        const completedAt = s.lastUpdate ?? now.toISOString();
        if (!(await insertFinal(tx, { eventId: s.id, home: s.scores.home, away: s.scores.away, completedAt }))) continue;
        finals.push(s.id);
        events.push(makeEvent('game.final', {
          source: SOURCE, key: s.id, occurredAt: now,
          data: { eventId: s.id, sport: league(sport), homeTeam: s.homeTeam, awayTeam: s.awayTeam, commenceTime: s.commenceTime, homeScore: s.scores.home, awayScore: s.scores.away, completedAt: new Date(completedAt).toISOString(), simulated: deps.simulated },
        }));
      }
      await enqueue(tx, events);
    });
    if (updated > 0 || finals.length > 0) await invalidateSlates(deps.cache, sport, todo.map((s) => s.commenceTime)).catch(() => undefined);
    for (const id of finals) logger.info({ sport, eventId: id }, 'game final recorded; game.final published');
    return { updated, finals };
  }

  /** Corrected finals: the newest score recorded (the old one kept) and game.final published again with it. */
  async function applyCorrectedFinals(sport: SportKey, scores: readonly GameScore[], now: Date): Promise<void> {
    const changed: string[] = [];
    await withTransaction(pool, async (tx) => {
      const events: EventEnvelope[] = [];
      for (const s of scores) {
        if (!s.scores || !(await correctFinal(tx, { eventId: s.id, home: s.scores.home, away: s.scores.away, seenAt: now }))) continue;
        await upsertScore(tx, { eventId: s.id, home: s.scores.home, away: s.scores.away, completed: true, lastUpdate: s.lastUpdate });
        changed.push(s.id);
        events.push(makeEvent('game.final', {
          source: SOURCE, key: s.id, occurredAt: now,
          data: { eventId: s.id, sport: league(sport), homeTeam: s.homeTeam, awayTeam: s.awayTeam, commenceTime: s.commenceTime, homeScore: s.scores.home, awayScore: s.scores.away, completedAt: new Date(s.lastUpdate ?? now.toISOString()).toISOString(), simulated: deps.simulated },
        }));
      }
      await enqueue(tx, events);
    });
    if (changed.length > 0) await invalidateSlates(deps.cache, sport, scores.map((s) => s.commenceTime)).catch(() => undefined);
    for (const id of changed) logger.warn({ sport, eventId: id }, 'the provider corrected a final score; game.final published again with the new score');
  }

  /**
   * One scores call per sport that has a started, unfinished game; nothing when none has. With
   * catchUp (the first poll after a start) every in-season sport is asked once too, so games that
   * started and ended while the service was down show up with their finals.
   */
  async function pollScores(opts: { catchUp?: boolean } = {}): Promise<ScoresOutcome[]> {
    await syncForcedFinals();
    const now = deps.now();
    const out: ScoresOutcome[] = [];
    const due = await sportsAwaitingFinals(pool, deps.simulated, now, SCORE_DAYS);
    if (opts.catchUp) {
      const today = easternDateOf(now);
      for (const s of SPORT_KEYS) if (inSeason(s, today) && !due.some((d) => d.sportKey === s)) due.push({ sportKey: s, oldest: now });
    }
    for (const { sportKey, oldest } of due) {
      const sport = sportKey as SportKey;
      if (!SPORTS[sport]) continue;
      const wait = await blocked(sport);
      if (wait) { out.push({ sport, ok: false, updated: 0, finals: [], error: wait }); continue; }
      const daysFrom = Math.min(SCORE_DAYS, Math.max(1, Math.ceil((now.getTime() - oldest.getTime()) / DAY_MS)));
      const answer = await deps.provider.scores(sport, { daysFrom });
      if (!answer.ok) {
        await noteError(answer.error, 'score poll', sport);
        out.push({ sport, ok: false, updated: 0, finals: [], error: answer.error });
        continue;
      }
      out.push({ sport, ok: true, ...(await applyScores(sport, answer.data)) });
    }
    return out;
  }

  /** Simulator only: the game is final now (score drawn as usual), durably and for every replica. */
  async function finishGame(eventId: string): Promise<{ ok: true; game: StoredGame } | { ok: false; error: ProviderError }> {
    if (!deps.sim) return { ok: false, error: providerError('UnsupportedSport', 'Games can be finished only in the simulator (no ODDS_API_KEY)') };
    const now = deps.now();
    const game = findSimGame(eventId, now);
    if (!game) return { ok: false, error: providerError('NotFound', `No simulated game ${eventId} within a week of today`, { code: 'EVENT_NOT_FOUND' }) };
    const forcedAt = await recordForcedFinal(pool, eventId, game.sport, now);
    if (!deps.sim.state.forcedFinals.has(eventId)) deps.sim.state.forcedFinals.set(eventId, forcedAt);
    const score = deps.sim.provider.finishNow(eventId);
    if (!score.ok) return score;
    await applyScores(game.sport, [score.data]);
    const stored = await gameById(pool, eventId);
    return stored ? { ok: true, game: stored } : { ok: false, error: providerError('NotFound', `Game ${eventId} was not stored`) };
  }

  /**
   * Simulator only: the market moves one step (0.25 in log-odds, about 6 points of probability)
   * toward a side of a game's moneyline and spread, and the sport is refreshed at once, so the new
   * prices are stored and published (odds.snapshot) like any other move.
   */
  async function moveLine(eventId: string, toward: 'home' | 'away'): Promise<RefreshOutcome | { ok: false; error: ProviderError }> {
    if (!deps.sim) return { ok: false, error: providerError('UnsupportedSport', 'Lines can be moved only in the simulator (no ODDS_API_KEY)') };
    const game = findSimGame(eventId, deps.now());
    if (!game) return { ok: false, error: providerError('NotFound', `No simulated game ${eventId} within a week of today`, { code: 'EVENT_NOT_FOUND' }) };
    const shifts = deps.sim.state.lineShifts;
    if (!shifts) return { ok: false, error: providerError('UnsupportedSport', 'This simulator keeps no line moves') };
    shifts.set(eventId, (shifts.get(eventId) ?? 0) + (toward === 'home' ? LINE_STEP : -LINE_STEP));
    return refreshSport(game.sport);
  }

  return { refreshSport, refreshAll, pollScores, applyScores, finishGame, moveLine, syncForcedFinals, blocked };
}

export type OddsIngestor = ReturnType<typeof createOddsIngestor>;
