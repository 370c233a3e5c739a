// The StatsProvider over the real sources: MLB Stats API for MLB, balldontlie for NBA and NFL, the
// NHL web API for NHL. What a source cannot answer comes back empty (ok, no data) rather than
// invented; a missing client or a league a source does not cover is an UnsupportedSport error.
import { plusDays, providerError } from '@gary/sports-world';
import type { BalldontlieClient } from './balldontlie-client';
import type { MlbStatsClient } from './mlb-stats-client';
import type { NhlClient } from './nhl-client';
import type { Got } from './stats-http';
import { formatRate } from '../domain/sabermetrics';
import { MIN_SEASON_STARTS, priorStarts } from '../domain/prior-starts';
import { seasonOf } from '../domain/season';
import type { GameRef, ProbableStarter, StatsAnswer, StatsProvider } from '../domain/stats-provider-port';
import type { BoxScore, KeyStat, PlayerGameLine, StatsLeague, TeamResult } from '../domain/stats-types';

export interface LiveStatsDeps {
  readonly mlb?: MlbStatsClient;
  readonly balldontlie?: BalldontlieClient;
  readonly nhl?: NhlClient;
}

/** How far back recent form is looked for. */
const FORM_DAYS = 30;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const lift = <T>(r: Got<T>): StatsAnswer<T> => (r.ok ? { ok: true, data: r.data, simulated: false } : r);
const ok = <T>(data: T): StatsAnswer<T> => ({ ok: true, data, simulated: false });
const unsupported = (what: string): StatsAnswer<never> => ({ ok: false, error: providerError('UnsupportedSport', what) });
const teamsNotFound: StatsAnswer<never> = { ok: false, error: providerError('NotFound', 'One or both teams not found') };

function resultOf(team: string, home: string, away: string, homeScore: number, awayScore: number, date: string): TeamResult {
  const isHome = same(home, team);
  const mine = isHome ? homeScore : awayScore;
  const theirs = isHome ? awayScore : homeScore;
  return { date, opponent: isHome ? away : home, home: isHome, teamScore: mine, opponentScore: theirs, result: mine > theirs ? 'W' : mine < theirs ? 'L' : 'D' };
}

export function createLiveStatsProvider(deps: LiveStatsDeps): StatsProvider {
  const bdlLeague = (l: StatsLeague) => (l === 'NBA' ? 'nba' : l === 'NFL' ? 'nfl' : null);

  async function mlbTeamId(name: string, season: number): Promise<StatsAnswer<number | null>> {
    if (!deps.mlb) return unsupported('MLB stats client not configured');
    const teams = await deps.mlb.teams(season);
    return teams.ok ? ok(teams.data.find((t) => same(t.name, name))?.id ?? null) : teams;
  }
  async function bdlTeamId(l: 'nba' | 'nfl', name: string): Promise<StatsAnswer<number | null>> {
    if (!deps.balldontlie) return unsupported('balldontlie client not configured');
    const teams = await deps.balldontlie.teams(l);
    return teams.ok ? ok(teams.data.find((t) => same(t.fullName, name))?.id ?? null) : teams;
  }

  async function recentResults(league: StatsLeague, team: string, date: string, last: number): Promise<StatsAnswer<TeamResult[]>> {
    const start = plusDays(date, -FORM_DAYS);
    const end = plusDays(date, -1);
    if (league === 'MLB') {
      const id = await mlbTeamId(team, seasonOf('MLB', date));
      if (!id.ok) return id;
      if (id.data === null) return { ok: false, error: providerError('NotFound', `Team not found: ${team}`) };
      const games = await deps.mlb!.scheduleRange(start, end, id.data);
      if (!games.ok) return games;
      return ok(games.data.filter((g) => g.status === 'Final' && g.homeScore !== null && g.awayScore !== null)
        .map((g) => resultOf(team, g.homeTeam, g.awayTeam, g.homeScore!, g.awayScore!, g.date))
        .reverse().slice(0, last));
    }
    const l = bdlLeague(league);
    if (l) {
      const id = await bdlTeamId(l, team);
      if (!id.ok) return id;
      if (id.data === null) return { ok: false, error: providerError('NotFound', `Team not found: ${team}`) };
      const games = await deps.balldontlie!.games(l, { teamIds: [id.data], startDate: start, endDate: end });
      if (!games.ok) return games;
      return ok(games.data.filter((g) => g.status === 'Final')
        .sort((a, b) => b.date.localeCompare(a.date))
        .map((g) => resultOf(team, g.homeTeam.fullName, g.visitorTeam.fullName, g.homeScore, g.visitorScore, g.date))
        .slice(0, last));
    }
    // The NHL web API has no per-club results list among the endpoints we use; standings carry form.
    return league === 'NHL' ? ok([]) : unsupported(`No stats source for ${league}`);
  }

  return {
    recentResults,

    async schedule(league, date) {
      const ref = (homeTeam: string, awayTeam: string, gameId: string | number) => ({ league, date, homeTeam, awayTeam, gameId: String(gameId) });
      if (league === 'MLB') {
        if (!deps.mlb) return unsupported('MLB stats client not configured');
        const r = await deps.mlb.schedule(date);
        return r.ok ? ok(r.data.map((g) => ref(g.homeTeam, g.awayTeam, g.gameId))) : r;
      }
      if (league === 'NHL') {
        if (!deps.nhl) return unsupported('NHL client not configured');
        // The schedule names clubs in full ('Florida Panthers'), as the odds do; it answers a week.
        const r = await deps.nhl.schedule(date);
        return r.ok ? ok(r.data.filter((g) => g.date === date).map((g) => ref(g.homeTeam.name, g.awayTeam.name, g.id))) : r;
      }
      const l = bdlLeague(league);
      if (!l || !deps.balldontlie) return unsupported(`No schedule source for ${league}`);
      const r = await deps.balldontlie.games(l, { dates: [date] });
      return r.ok ? ok(r.data.map((g) => ref(g.homeTeam.fullName, g.visitorTeam.fullName, g.id))) : r;
    },

    async keyStats(league, team, date) {
      if (league === 'MLB') {
        const season = seasonOf('MLB', date);
        // The season record from the day's schedule (leagueRecord), so a record is never the last ten's.
        const day = deps.mlb ? await deps.mlb.schedule(date) : null;
        const g = day?.ok ? day.data.find((x) => same(x.homeTeam, team) || same(x.awayTeam, team)) : undefined;
        const rec = g?.records ? (same(g.homeTeam, team) ? g.records.home : g.records.away) : null;
        const recordStat: KeyStat[] = rec ? [{ label: 'Record', value: rec }] : [];
        const id = await mlbTeamId(team, season);
        if (!id.ok) return recordStat.length ? ok(recordStat) : id;
        if (id.data === null) return recordStat.length ? ok(recordStat) : { ok: false, error: providerError('NotFound', `Team not found: ${team}`) };
        const [pitching, hitting] = await Promise.all([deps.mlb!.teamStats(id.data, 'pitching', season), deps.mlb!.teamStats(id.data, 'hitting', season)]);
        if (!pitching.ok) return pitching;
        if (!hitting.ok) return hitting;
        const p = pitching.data?.stats ?? {};
        const h = hitting.data?.stats ?? {};
        const games = h.gamesPlayed ?? null;
        const stats: KeyStat[] = [
          ...recordStat,
          { label: 'Team ERA', value: formatRate(p.era ?? null, 'era') },
          { label: 'Team WHIP', value: formatRate(p.whip ?? null, 'era') },
          { label: 'Team AVG', value: formatRate(h.avg ?? null, 'average') },
          { label: 'Team OPS', value: formatRate(h.ops ?? null, 'average') },
        ];
        if (games && h.runs != null) stats.push({ label: 'Runs per game', value: (h.runs / games).toFixed(2) });
        return ok(stats);
      }
      if (league === 'NHL') {
        if (!deps.nhl) return unsupported('NHL client not configured');
        const standings = await deps.nhl.standings();
        if (!standings.ok) return standings;
        const row = standings.data.find((s) => same(s.name, team) || same(s.abbrev, team));
        if (!row) return { ok: false, error: providerError('NotFound', `Team not found: ${team}`) };
        return ok([
          { label: 'Record', value: `${row.wins}-${row.losses}-${row.otLosses}` },
          { label: 'Points', value: String(row.points) },
          { label: 'Goals per game', value: (row.goalsFor / Math.max(1, row.gamesPlayed)).toFixed(2) },
          { label: 'Goals allowed per game', value: (row.goalsAgainst / Math.max(1, row.gamesPlayed)).toFixed(2) },
          { label: 'Last 10', value: row.lastTen },
          { label: 'Streak', value: row.streak },
        ]);
      }
      const recent = await recentResults(league, team, date, 10);
      if (!recent.ok) return recent;
      const avg = (f: (r: TeamResult) => number) => (recent.data.length ? (recent.data.reduce((a, r) => a + f(r), 0) / recent.data.length).toFixed(1) : 'n/a');
      return ok([
        { label: `Points per game (last ${recent.data.length})`, value: avg((r) => r.teamScore) },
        { label: `Points allowed per game (last ${recent.data.length})`, value: avg((r) => r.opponentScore) },
      ]);
    },

    async injuries(league, team) {
      const l = bdlLeague(league);
      if (!l) return ok([]);
      const id = await bdlTeamId(l, team);
      if (!id.ok) return id;
      if (id.data === null) return { ok: false, error: providerError('NotFound', `Team not found: ${team}`) };
      const r = await deps.balldontlie!.injuries(l, { teamIds: [id.data] });
      return r.ok ? ok(r.data.map((i) => ({ ...i, team }))) : r;
    },

    async topPlayers(league, team, date, limit) {
      if (league !== 'NBA') return ok([]);
      const id = await bdlTeamId('nba', team);
      if (!id.ok) return id;
      if (id.data === null) return { ok: false, error: providerError('NotFound', `Team not found: ${team}`) };
      const players = await deps.balldontlie!.players('nba', { teamIds: [id.data] });
      if (!players.ok) return players;
      const season = seasonOf('NBA', date);
      const withAverages = await Promise.all(players.data.slice(0, 15).map(async (p) => {
        const a = await deps.balldontlie!.seasonAverages('nba', season, p.id);
        return { p, a: a.ok ? a.data[0] : undefined };
      }));
      return ok(withAverages.filter((x) => x.a).sort((x, y) => (y.a!.pts - x.a!.pts)).slice(0, limit).map(({ p, a }) => ({
        id: p.id, name: p.fullName, position: p.position,
        stats: { ppg: a!.pts.toFixed(1), rpg: a!.reb.toFixed(1), apg: a!.ast.toFixed(1), gamesPlayed: String(a!.gamesPlayed) },
      })));
    },

    async probableStarters(game) {
      if (game.league !== 'MLB') return unsupported('Probable starters exist only for MLB');
      if (!deps.mlb) return unsupported('MLB stats client not configured');
      const schedule = await deps.mlb.schedule(game.date);
      if (!schedule.ok) return schedule;
      const g = schedule.data.find((x) => same(x.homeTeam, game.homeTeam) && same(x.awayTeam, game.awayTeam));
      if (!g) return { ok: false, error: providerError('NotFound', `No game found for ${game.homeTeam} vs ${game.awayTeam} in today's schedule.`) };
      const season = seasonOf('MLB', game.date);
      const withLine = async (ref: typeof g.probablePitchers.home): Promise<ProbableStarter | null> => {
        if (!ref) return null;
        const [line, log] = await Promise.all([deps.mlb!.pitcherSeason(ref.id, season), deps.mlb!.pitcherGameLog(ref.id, season)]);
        // Early in a season his own few starts say little: the season before is read as well.
        const logs = log.ok ? [log.data] : [];
        if (log.ok && priorStarts(logs, game.date).length < MIN_SEASON_STARTS) {
          const before = await deps.mlb!.pitcherGameLog(ref.id, season - 1);
          if (before.ok) logs.unshift(before.data);
        }
        const starter: ProbableStarter = { pitcher: ref, season: line.ok ? line.data : null };
        return log.ok ? { ...starter, priorStarts: priorStarts(logs, game.date) } : starter;
      };
      const [home, away] = await Promise.all([withLine(g.probablePitchers.home), withLine(g.probablePitchers.away)]);
      return ok({ home, away });
    },

    async boxScore(game) {
      if (game.league === 'MLB' && deps.mlb) {
        const schedule = await deps.mlb.schedule(game.date);
        if (!schedule.ok) return schedule;
        const g = schedule.data.find((x) => same(x.homeTeam, game.homeTeam) && same(x.awayTeam, game.awayTeam));
        return g ? lift(await deps.mlb.boxScore(g.gameId)) : { ok: false, error: providerError('NotFound', 'Game not found') };
      }
      if (game.league === 'NHL' && deps.nhl) {
        const day = await deps.nhl.score(game.date);
        if (!day.ok) return day;
        // The score endpoint names clubs by common name only ('Sabres'), the odds by full name.
        const named = (full: string, short: string) => same(full, short) || full.toLowerCase().endsWith(` ${short.toLowerCase()}`);
        const g = day.data.find((x) => named(game.homeTeam, x.homeTeam.name) && named(game.awayTeam, x.awayTeam.name));
        return g ? lift(await deps.nhl.boxScore(g.id)) : { ok: false, error: providerError('NotFound', 'Game not found') };
      }
      const l = bdlLeague(game.league);
      if (l && deps.balldontlie) {
        const games = await deps.balldontlie.games(l, { dates: [game.date] });
        if (!games.ok) return games;
        const g = games.data.find((x) => same(x.homeTeam.fullName, game.homeTeam) && same(x.visitorTeam.fullName, game.awayTeam));
        if (!g) return { ok: false, error: providerError('NotFound', 'Game not found') };
        const lines = await deps.balldontlie.stats(l, { gameIds: [g.id] });
        if (!lines.ok) return lines;
        const side = (teamId: number, name: string, score: number) => ({
          team: name, score,
          players: lines.data.filter((s) => s.teamId === teamId).map((s): PlayerGameLine => ({
            id: s.playerId, name: s.playerName, position: '',
            stats: { points: s.pts, rebounds: s.reb, assists: s.ast, threes: s.fg3m, blocks: s.blk, steals: s.stl, turnovers: s.turnover },
          })),
        });
        const status: BoxScore['status'] = g.status === 'Final' ? 'final' : /qtr|half|ot/i.test(g.status) ? 'live' : 'scheduled';
        return ok({ league: game.league, gameId: String(g.id), status, home: side(g.homeTeam.id, g.homeTeam.fullName, g.homeScore), away: side(g.visitorTeam.id, g.visitorTeam.fullName, g.visitorScore) });
      }
      return unsupported(`No box-score source for ${game.league}`);
    },

    async playoffGames(league, teamA, teamB, season) {
      const l = bdlLeague(league);
      if (!l) return league === 'NHL' ? unsupported("Ball Don't Lie API does not support NHL data") : ok([]);
      const [a, b] = await Promise.all([bdlTeamId(l, teamA), bdlTeamId(l, teamB)]);
      if (!a.ok) return a;
      if (!b.ok) return b;
      if (a.data === null || b.data === null) return teamsNotFound;
      const games = await deps.balldontlie!.games(l, { seasons: [season], teamIds: [a.data, b.data], postseason: true });
      if (!games.ok) return games;
      const ids = [a.data, b.data];
      return ok(games.data.filter((g) => ids.includes(g.homeTeam.id) && ids.includes(g.visitorTeam.id)).map((g) => ({
        id: g.id, date: g.datetime ?? g.date, homeTeam: g.homeTeam.fullName, awayTeam: g.visitorTeam.fullName, homeScore: g.homeScore, awayScore: g.visitorScore, status: g.status,
      })));
    },
  };
}
