// gRPC handlers of gary.stats_ingest.v1: matchup context (with the facts as text for the language
// model), box scores for grading props (stored once final), and the day's MLB probable pitchers.
import { invalid, notFound, type Logger, type Pool, type ServiceImpl } from '@gary/platform';
import type { statsV1 } from '@gary/protos';
import { easternDateOf } from '@gary/sports-world';
import { buildMatchupContext } from '../domain/matchup-context';
import { matchupSummary } from '../domain/matchup-summary';
import { playoffSeriesState, type SeriesState } from '../domain/playoff-series';
import { seasonOf } from '../domain/season';
import type { GameRef, StatsProvider } from '../domain/stats-provider-port';
import type { StatsLeague } from '../domain/stats-types';
import { findFinalBox, saveFinalBox } from '../adapters/box-score-repo';
import type { SyncFinals } from '../adapters/odds-finals';
import { boxScoreOf, matchupOf, parseDate, parseLeague, pitcherOf, providerFailure } from './stats-mappers';

export interface StatsHandlerDeps {
  pool: Pool;
  logger: Logger;
  now: () => Date;
  provider: StatsProvider;
  /** Whether a league's answers come from the simulator (for team ratings and finals). */
  simulated: (league: StatsLeague) => boolean;
  /** A simulated team's strength rating; 0 when unknown or real. */
  ratingOf: (league: StatsLeague, team: string) => number;
  syncFinals: SyncFinals;
}

const PLAYOFF_MONTHS = new Set(['04', '05', '06']);

function teams(req: { homeTeam: string; awayTeam: string }): { home: string; away: string } {
  const home = req.homeTeam.trim();
  const away = req.awayTeam.trim();
  if (!home || !away) throw invalid('missing_team', 'home_team and away_team are required');
  return { home, away };
}

export function createStatsHandlers(d: StatsHandlerDeps): ServiceImpl<'stats-ingest'> {
  const today = () => easternDateOf(d.now());

  /** Playoff series state when one can be on (NBA, April to June); null otherwise or when unknown. */
  async function series(league: StatsLeague, home: string, away: string, date: string): Promise<SeriesState | null> {
    if (league !== 'NBA' || !PLAYOFF_MONTHS.has(date.slice(5, 7))) return null;
    const games = await d.provider.playoffGames(league, home, away, seasonOf(league, date));
    if (!games.ok) {
      d.logger.info({ league, home, away, error: games.error.name }, `no playoff series state: ${games.error.message}`);
      return null;
    }
    return playoffSeriesState(games.data, home, away, d.now());
  }

  return {
    async GetMatchupContext(req) {
      const league = parseLeague(req.sport);
      const { home, away } = teams(req);
      const date = parseDate(req.date, today());
      const game: GameRef = { league, date, homeTeam: home, awayTeam: away, ...(req.eventId.trim() ? { gameId: req.eventId.trim() } : {}) };
      const [ctx, s] = await Promise.all([buildMatchupContext(d.provider, game), series(league, home, away, date)]);
      if (ctx.gaps.some((g) => g.includes('NotFound: Team not found'))) throw notFound('teams_not_found', 'One or both teams not found');
      // The spec: stats failures are swallowed and logged, never shown.
      if (ctx.gaps.length) d.logger.info({ league, home, away, gaps: ctx.gaps }, 'matchup context built with gaps');
      return matchupOf(ctx, s, matchupSummary(ctx, s), (team) => d.ratingOf(league, team));
    },

    async GetBoxScore(req) {
      const league = parseLeague(req.sport);
      const date = parseDate(req.date, today());
      const eventId = req.eventId.trim();
      if (!eventId && (!req.homeTeam.trim() || !req.awayTeam.trim())) throw invalid('missing_game', 'event_id, or home_team and away_team, are required');
      const notFoundAnswer: statsV1.BoxScore = { found: false, sport: league, homeTeam: req.homeTeam, awayTeam: req.awayTeam, simulated: d.simulated(league) };
      const stored = eventId ? await findFinalBox(d.pool, eventId) : null;
      if (stored) return boxScoreOf(stored.box, stored.simulated);
      if (d.simulated(league)) await d.syncFinals(league, date);
      const r = await d.provider.boxScore({ league, date, homeTeam: req.homeTeam.trim(), awayTeam: req.awayTeam.trim(), ...(eventId ? { gameId: eventId } : {}) });
      if (!r.ok) {
        // 'Game not found' is an answer the props grader records as pending, not a failure.
        if (r.error.name === 'NotFound') return notFoundAnswer;
        throw providerFailure(r.error);
      }
      if (eventId) await saveFinalBox(d.pool, eventId, date, r.data, r.simulated);
      return boxScoreOf(r.data, r.simulated);
    },

    async GetPitchers(req) {
      const date = parseDate(req.date, today());
      const games = await d.provider.schedule('MLB', date);
      if (!games.ok) throw providerFailure(games.error);
      let simulated = d.simulated('MLB');
      const pairs = await Promise.all(games.data.map(async (g) => {
        const s = await d.provider.probableStarters(g);
        if (!s.ok) {
          d.logger.info({ game: `${g.awayTeam} @ ${g.homeTeam}`, error: s.error.name }, `probable starters unknown: ${s.error.message}`);
          return [pitcherOf(g.homeTeam, null), pitcherOf(g.awayTeam, null)];
        }
        simulated ||= s.simulated;
        return [pitcherOf(g.homeTeam, s.data.home), pitcherOf(g.awayTeam, s.data.away)];
      }));
      return { pitchers: pairs.flat(), simulated };
    },
  };
}
