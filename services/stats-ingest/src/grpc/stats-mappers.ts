// Domain shapes to gary.stats_ingest.v1 messages, and provider errors / bad requests to AppErrors,
// each in one place.
import { AppError, invalid, notFound, rateLimited, unavailable } from '@gary/platform';
import type { statsV1 } from '@gary/protos';
import { isCalendarDate, type ProviderError } from '@gary/sports-world';
import type { MatchupContext, TeamContext } from '../domain/matchup-context';
import type { SeriesState } from '../domain/playoff-series';
import { formatRate } from '../domain/sabermetrics';
import type { ProbableStarter } from '../domain/stats-provider-port';
import type { BoxScore, StatsLeague } from '../domain/stats-types';

const LEAGUES: readonly StatsLeague[] = ['NBA', 'MLB', 'NHL', 'NFL', 'EPL'];

export function parseLeague(value: string): StatsLeague {
  const v = value.trim().toUpperCase();
  if (!(LEAGUES as readonly string[]).includes(v)) {
    throw invalid('unknown_sport', value.trim() ? `Unknown sport '${value.trim()}': use one of ${LEAGUES.join(', ')}` : `sport is required: one of ${LEAGUES.join(', ')}`);
  }
  return v as StatsLeague;
}

export function parseDate(value: string, today: string): string {
  const v = value.trim();
  if (!v) return today;
  if (!isCalendarDate(v)) throw invalid('invalid_date', `date must be a calendar date YYYY-MM-DD, got '${v}'`);
  return v;
}

export function providerFailure(e: ProviderError): AppError {
  switch (e.name) {
    case 'RateLimited': return rateLimited('stats_rate_limited', e.message, e.retryAfterSeconds ?? 60);
    case 'NotFound': return notFound('not_found', e.message);
    case 'UnsupportedSport': return invalid('unsupported_sport', e.message);
    default: return unavailable('stats_provider_unavailable', e.message, { provider: e.name });
  }
}

export function pitcherOf(team: string, s: ProbableStarter | null): statsV1.Pitcher {
  // Not announced: no name, ever (the pick engine writes 'starter TBD').
  if (!s) return { id: '', fullName: '', team, confirmed: false };
  const l = s.season;
  return {
    id: String(s.pitcher.id), fullName: s.pitcher.fullName, team, confirmed: true,
    era: formatRate(l?.era ?? null, 'era'), whip: formatRate(l?.whip ?? null, 'era'), inningsPitched: l?.inningsPitchedText ?? '',
    strikeouts: l?.strikeouts ?? 0, walks: l?.walks ?? 0, homeRuns: l?.homeRuns ?? 0, wins: l?.wins ?? 0, losses: l?.losses ?? 0,
    kPer_9: l?.strikeoutsPer9 ?? 0, fip: l?.fip ?? 0, gamesStarted: l?.gamesStarted ?? 0,
    priorStarts: (s.priorStarts ?? []).map((a) => ({
      date: a.date, gameId: String(a.gameId), opponent: a.opponent, isHome: a.isHome, inningsPitched: Math.round(a.inningsPitched * 1000) / 1000,
      earnedRuns: a.earnedRuns, runs: a.runs, strikeouts: a.strikeouts, walks: a.walks, hits: a.hits, homeRuns: a.homeRuns, battersFaced: a.battersFaced,
    })),
  };
}

function teamOf(t: TeamContext, starter: statsV1.Pitcher | null, rating: number): statsV1.TeamContext {
  const season = t.keyStats.find((k) => k.label === 'Record')?.value;
  return {
    name: t.name,
    // The season record only when a source gives one: the last ten's form is never passed off as the
    // record ("3-3 in their last ten and 3-3 overall"), and no results read is no record, never '0-0'.
    record: season ?? '',
    // Form from the team's own results; the NHL web API gives none, its standings give 'Last 10'.
    lastTen: t.form.games.length > 0 ? t.form.record : (t.keyStats.find((k) => k.label === 'Last 10')?.value ?? ''),
    keyStats: t.keyStats.map((k) => ({ name: k.label, value: k.value })),
    topPlayers: t.topPlayers.map((p) => ({ id: String(p.id), name: p.name, position: p.position, stats: Object.entries(p.stats).map(([name, value]) => ({ name, value })) })),
    injuries: t.injuries.map((i) => ({ player: i.player, status: i.status, description: i.description, returnDate: i.returnDate ?? '' })),
    starter,
    rating,
  };
}

export function seriesOf(s: SeriesState | null): statsV1.SeriesState {
  if (!s?.seriesFound) return { seriesFound: false };
  return {
    seriesFound: true, teamA: s.teamA.name, teamB: s.teamB.name, teamAWins: s.teamA.wins, teamBWins: s.teamB.wins,
    seriesStatus: s.seriesStatus, eliminationGame: s.eliminationGame, gameSeven: s.gameSeven, active: s.isActive,
  };
}

export function matchupOf(ctx: MatchupContext, series: SeriesState | null, summary: string, ratingOf: (team: string) => number): statsV1.MatchupContext {
  const p = ctx.probableStarters;
  return {
    sport: ctx.league,
    home: teamOf(ctx.home, p ? pitcherOf(ctx.homeTeam, p.home) : null, ratingOf(ctx.homeTeam)),
    away: teamOf(ctx.away, p ? pitcherOf(ctx.awayTeam, p.away) : null, ratingOf(ctx.awayTeam)),
    series: seriesOf(series),
    venue: '',
    simulated: ctx.simulated,
    summary,
    // MLB: both starters announced. Other sports have no starters to wait for.
    startersConfirmed: ctx.league === 'MLB' ? Boolean(p?.home && p?.away) : true,
  };
}

export function boxScoreOf(box: BoxScore, simulated: boolean): statsV1.BoxScore {
  const lines = (side: BoxScore['home']): statsV1.PlayerLine[] => side.players.map((p) => ({ playerId: String(p.id), name: p.name, team: side.team, stats: { ...p.stats } }));
  return {
    found: true, sport: box.league, homeTeam: box.home.team, awayTeam: box.away.team,
    homeScore: box.home.score ?? 0, awayScore: box.away.score ?? 0, final: box.status === 'final',
    players: [...lines(box.home), ...lines(box.away)], simulated,
  };
}
