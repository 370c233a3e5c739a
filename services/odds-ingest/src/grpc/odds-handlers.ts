// gRPC handlers of gary.odds_ingest.v1: decode and check the request, read stored data (or ask the
// ingestor), map to the proto. Reads never call the provider except GetPropMarkets, which is on
// demand and cached; a provider outage therefore leaves slates, odds and scores serving.
import { easternDayBounds } from '@gary/betting';
import { AppError, forbidden, invalid, readThrough, notFound, type Cache, type CallContext, type Pool, type ServiceImpl } from '@gary/platform';
import type { oddsV1 } from '@gary/protos';
import { gameById, gamesBetween, loadQuota, openingSnapshot } from '../adapters/odds-repo';
import { easternDateOf, findPlayer, inSeason, PROP_MARKETS, SPORTS, type SportKey } from '@gary/sports-world';
import { asGameOdds, selectSlate, slateQueryWindow } from '../domain/game-view';
import { lineMovementReport } from '../domain/line-movement';
import type { OddsProvider } from '../domain/odds-provider-port';
import { openingVsLatest } from '../domain/opening-latest';
import { propOptions } from '../domain/prop-options';
import type { OddsIngestor, RefreshOutcome } from '../ingest/odds-ingestor';
import { SLATE_TTL_MS, slateKey } from '../ingest/slate-cache';
import { parseDate, parseSport, providerFailure, requireEventId } from './errors';
import { gameOddsOf, gameScoreOf, lineMovementOf, propOptionOf } from './mappers';

export interface OddsHandlerDeps {
  pool: Pool;
  cache: Cache;
  /** Told when the slate cache fails (the read then goes to Postgres). */
  logger?: { warn(fields: Record<string, unknown>, msg: string): void };
  now: () => Date;
  provider: OddsProvider;
  ingestor: OddsIngestor;
  simulated: boolean;
  /** Whether FinishGame may run here (embedded mode, or SIMULATION_ADMIN). */
  finishAllowed: boolean;
  quotaFloor: number;
}

export function createOddsHandlers(d: OddsHandlerDeps): ServiceImpl<'odds-ingest'> {
  const read = readThrough(d.cache, { logger: d.logger });
  const today = () => easternDateOf(d.now());

  async function storedGame(eventId: string) {
    const g = await gameById(d.pool, requireEventId(eventId));
    if (!g) throw notFound('event_not_found', `Event not found: ${eventId}`);
    return g;
  }

  return {
    async GetSlate(req) {
      const sport = parseSport(req.sport);
      const date = parseDate(req.date, today());
      return read.get(slateKey(sport, date), SLATE_TTL_MS, async (): Promise<oddsV1.Slate> => {
        const now = d.now();
        const w = slateQueryWindow(date);
        const games = selectSlate(sport, await gamesBetween(d.pool, sport, d.simulated, w.from, w.to), date, now);
        return { sport: SPORTS[sport].league, date, simulated: d.simulated, inSeason: inSeason(sport, date), games: games.map((g) => gameOddsOf(g, now, false)) };
      });
    },

    async GetEventOdds(req) {
      const g = await storedGame(req.eventId);
      return { game: gameOddsOf(g, d.now()), simulated: g.simulated };
    },

    async GetPropMarkets(req) {
      const g = await storedGame(req.eventId);
      const sport = g.sportKey as SportKey;
      const markets = req.markets.length > 0 ? req.markets : [...(PROP_MARKETS[sport] ?? [])];
      const empty = { eventId: g.id, props: [], skippedMarkets: markets, simulated: d.simulated };
      if (markets.length === 0) return empty;
      const wait = await d.ingestor.blocked(sport);
      if (wait) throw providerFailure(wait);
      const answer = await d.provider.eventPropOdds(sport, g.id, markets);
      if (!answer.ok) {
        if (answer.error.name === 'NotFound') return empty;
        throw providerFailure(answer.error);
      }
      // The Odds API names the player only; the simulator's catalogue also knows his team.
      const teamOf = (player: string) => (d.simulated ? (findPlayer(sport, player)?.team.name ?? '') : '');
      return {
        eventId: g.id,
        props: propOptions(answer.data).map((p) => propOptionOf(p, teamOf(p.player))),
        skippedMarkets: [...answer.data.marketsSkipped],
        simulated: answer.simulated,
      };
    },

    async GetScores(req) {
      const sport = req.sport.trim() ? parseSport(req.sport) : null;
      const date = parseDate(req.date, today());
      const day = easternDayBounds(date);
      if (!day.ok) throw new AppError('invalid', 'invalid_date', day.error.message);
      const games = await gamesBetween(d.pool, sport, d.simulated, day.value.start, day.value.end);
      return { games: games.map(gameScoreOf), simulated: d.simulated };
    },

    async GetLineMovement(req) {
      const g = await storedGame(req.eventId);
      const head = { eventId: g.id, sport: SPORTS[g.sportKey as SportKey]?.league ?? g.sportKey, homeTeam: g.homeTeam, awayTeam: g.awayTeam, commenceTime: g.commenceTime, markets: [], recommendedBets: [] };
      if (g.bookmakers.length === 0) return { ...head, error: 'No odds data available for this event' };
      const report = lineMovementReport(asGameOdds(g, g.bookmakers));
      if (!report.ok) return { ...head, error: report.error.message };
      const opening = await openingSnapshot(d.pool, g.id);
      const { bookmakers: _latest, ...event } = asGameOdds(g, g.bookmakers);
      return lineMovementOf(report.report, openingVsLatest(event, opening?.bookmakers ?? g.bookmakers, g.bookmakers));
    },

    async GetQuota() {
      const q = await loadQuota(d.pool);
      return { remaining: q?.remaining ?? 0, used: q?.used ?? 0, last: q?.last ?? 0, updatedAt: q?.updatedAt ?? '', simulated: d.simulated, floor: d.quotaFloor };
    },

    async RefreshOdds(req) {
      const outcomes: RefreshOutcome[] = req.sport.trim() ? [await d.ingestor.refreshSport(parseSport(req.sport))] : await d.ingestor.refreshAll();
      const done = outcomes.filter((o): o is Extract<RefreshOutcome, { ok: true }> => o.ok);
      const failed = outcomes.find((o): o is Extract<RefreshOutcome, { ok: false }> => !o.ok);
      if (done.length === 0 && failed) throw providerFailure(failed.error);
      return {
        games: done.reduce((n, o) => n + o.games, 0),
        snapshots: done.reduce((n, o) => n + o.snapshots, 0),
        creditsSpent: done.reduce((n, o) => n + o.creditsSpent, 0),
      };
    },

    async MoveLine(req, ctx: CallContext) {
      if (!d.finishAllowed) throw new AppError('precondition', 'move_not_allowed', 'Moving a line is only possible in the embedded mode or with SIMULATION_ADMIN=true');
      if (!d.simulated) throw new AppError('precondition', 'not_simulated', 'Only simulated lines can be moved; real lines move on their own');
      if (ctx.role !== 'admin') throw forbidden('forbidden', 'This needs the admin role.');
      if (req.toward !== 'home' && req.toward !== 'away') throw invalid('invalid_toward', 'toward must be home or away');
      const r = await d.ingestor.moveLine(requireEventId(req.eventId), req.toward);
      if (!r.ok) throw providerFailure(r.error);
      return { games: r.games, snapshots: r.snapshots, creditsSpent: r.creditsSpent };
    },

    async FinishGame(req, ctx: CallContext) {
      if (!d.finishAllowed) throw new AppError('precondition', 'finish_not_allowed', 'Finishing a game is only possible in the embedded mode or with SIMULATION_ADMIN=true');
      if (!d.simulated) throw new AppError('precondition', 'not_simulated', 'Only simulated games can be finished; real games end on their own');
      if (ctx.role !== 'admin') throw forbidden('forbidden', 'This needs the admin role.');
      const r = await d.ingestor.finishGame(requireEventId(req.eventId));
      if (!r.ok) throw providerFailure(r.error);
      return gameScoreOf(r.game);
    },
  };
}
