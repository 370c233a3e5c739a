// MLB Stats API bodies -> normalised types. Rates arrive as strings ('2.33', '.203'), innings as
// '166.2' (thirds); ids are integers.
import { z } from 'zod';
import { fail, parseEach, zodIssue, type Parsed } from './parse-rows';
import { fip, parseInnings, parseRate } from './sabermetrics';
import type { BoxScore, LeaderEntry, MlbScheduledGame, PitcherAppearance, PitcherSeasonLine, PlayerGameLine, RosterEntry, TeamBox, TeamSeasonStats } from './stats-types';

const ref = z.object({ id: z.number().int(), name: z.string().optional(), fullName: z.string().optional() });
const side = z.object({
  team: z.object({ id: z.number().int(), name: z.string() }),
  score: z.number().int().optional(),
  probablePitcher: z.object({ id: z.number().int(), fullName: z.string() }).optional(),
  leagueRecord: z.object({ wins: z.number().int(), losses: z.number().int() }).optional(),
});
const scheduleGame = z.object({
  gamePk: z.number().int(),
  gameDate: z.string(),
  officialDate: z.string().optional(),
  status: z.object({ detailedState: z.string().optional(), abstractGameState: z.string().optional() }),
  teams: z.object({ home: side, away: side }),
  venue: z.object({ name: z.string().optional() }).optional(),
  doubleHeader: z.string().optional(),
  gameNumber: z.number().int().optional(),
});
const scheduleBody = z.object({ dates: z.array(z.object({ date: z.string(), games: z.array(z.unknown()) })) });

export function parseMlbSchedule(body: unknown): Parsed<MlbScheduledGame[]> {
  const top = scheduleBody.safeParse(body);
  if (!top.success) return fail(`not a schedule: ${zodIssue(top.error)}`);
  const warnings: string[] = [];
  const games = top.data.dates.flatMap((d) => parseEach(d.games, scheduleGame, (g): MlbScheduledGame => ({
    gameId: g.gamePk,
    date: g.officialDate ?? d.date,
    matchup: `${g.teams.away.team.name} @ ${g.teams.home.team.name}`,
    homeTeam: g.teams.home.team.name,
    awayTeam: g.teams.away.team.name,
    homeTeamId: g.teams.home.team.id,
    awayTeamId: g.teams.away.team.id,
    venue: g.venue?.name ?? 'Unknown Venue',
    startTime: new Date(g.gameDate).toISOString().replace('.000Z', 'Z'),
    status: g.status.detailedState ?? g.status.abstractGameState ?? 'Unknown',
    homeScore: g.teams.home.score ?? null,
    awayScore: g.teams.away.score ?? null,
    probablePitchers: {
      home: g.teams.home.probablePitcher ? { id: g.teams.home.probablePitcher.id, fullName: g.teams.home.probablePitcher.fullName } : null,
      away: g.teams.away.probablePitcher ? { id: g.teams.away.probablePitcher.id, fullName: g.teams.away.probablePitcher.fullName } : null,
    },
    records: {
      home: g.teams.home.leagueRecord ? `${g.teams.home.leagueRecord.wins}-${g.teams.home.leagueRecord.losses}` : null,
      away: g.teams.away.leagueRecord ? `${g.teams.away.leagueRecord.wins}-${g.teams.away.leagueRecord.losses}` : null,
    },
    doubleHeader: g.doubleHeader !== undefined && g.doubleHeader !== 'N',
    gameNumber: g.gameNumber ?? 1,
  }), `game on ${d.date}`, warnings));
  return { ok: true, value: games, warnings };
}

/** 'Final' / 'Live' / 'Preview' -> the box-score status. */
export function mlbStatusOf(abstractGameState: string | undefined): BoxScore['status'] {
  if (abstractGameState === 'Final') return 'final';
  if (abstractGameState === 'Live') return 'live';
  return 'scheduled';
}

const statsBody = z.object({
  stats: z.array(z.object({
    splits: z.array(z.object({
      season: z.string().optional(),
      stat: z.record(z.string(), z.unknown()),
      team: ref.optional(),
      player: ref.optional(),
    })),
  })),
});

const num = (stat: Record<string, unknown>, key: string): number => (typeof stat[key] === 'number' ? (stat[key] as number) : 0);
const text = (stat: Record<string, unknown>, key: string): string | null => (typeof stat[key] === 'string' ? (stat[key] as string) : null);

/**
 * A pitcher's season line. With several splits (traded mid-season: one per club plus a total),
 * the split without a team is the season total. Null when he has not pitched.
 */
export function parsePitcherSeason(body: unknown): Parsed<PitcherSeasonLine | null> {
  const top = statsBody.safeParse(body);
  if (!top.success) return fail(`not a stats answer: ${zodIssue(top.error)}`);
  const splits = top.data.stats[0]?.splits ?? [];
  const split = splits.length > 1 ? splits.find((s) => !s.team) ?? splits[splits.length - 1] : splits[0];
  if (!split) return { ok: true, value: null, warnings: [] };
  const s = split.stat;
  const ipText = text(s, 'inningsPitched') ?? '0.0';
  const ip = parseInnings(ipText);
  if (ip === null) return fail(`inningsPitched '${ipText}' is not innings`);
  const line = {
    homeRuns: num(s, 'homeRuns'), walks: num(s, 'baseOnBalls'), hitByPitch: num(s, 'hitByPitch'), strikeouts: num(s, 'strikeOuts'),
  };
  return {
    ok: true,
    warnings: [],
    value: {
      year: split.season ?? '',
      era: parseRate(text(s, 'era')),
      whip: parseRate(text(s, 'whip')),
      wins: num(s, 'wins'),
      losses: num(s, 'losses'),
      inningsPitchedText: ipText,
      inningsPitched: ip,
      ...line,
      hits: num(s, 'hits'),
      battingAvgAgainst: parseRate(text(s, 'avg')),
      gamesStarted: num(s, 'gamesStarted'),
      gamesPitched: num(s, 'gamesPitched'),
      saves: num(s, 'saves'),
      saveOpportunities: num(s, 'saveOpportunities'),
      strikeoutsPer9: ip > 0 ? (line.strikeouts * 9) / ip : null,
      fip: fip({ ...line, inningsPitched: ip }),
    },
  };
}

const gameLogSplit = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  isHome: z.boolean(),
  stat: z.record(z.string(), z.unknown()),
  opponent: z.object({ name: z.string() }),
  game: z.object({ gamePk: z.number().int() }),
});

/**
 * A pitcher's game log, oldest first: every appearance, each marked a start or not. A malformed
 * row is skipped with a warning; innings that are not innings make the row malformed.
 */
export function parsePitcherGameLog(body: unknown): Parsed<PitcherAppearance[]> {
  const top = z.object({ stats: z.array(z.object({ splits: z.array(z.unknown()) })) }).safeParse(body);
  if (!top.success) return fail(`not a stats answer: ${zodIssue(top.error)}`);
  const warnings: string[] = [];
  const rows = parseEach(top.data.stats[0]?.splits ?? [], gameLogSplit, (g): PitcherAppearance | null => {
    const ip = parseInnings(text(g.stat, 'inningsPitched'));
    if (ip === null) { warnings.push(`game log row of ${g.date}: inningsPitched is not innings`); return null; }
    return {
      date: g.date, gameId: g.game.gamePk, opponent: g.opponent.name, isHome: g.isHome,
      started: num(g.stat, 'gamesStarted') > 0, inningsPitched: ip,
      earnedRuns: num(g.stat, 'earnedRuns'), runs: num(g.stat, 'runs'), strikeouts: num(g.stat, 'strikeOuts'),
      walks: num(g.stat, 'baseOnBalls'), hits: num(g.stat, 'hits'), homeRuns: num(g.stat, 'homeRuns'), battersFaced: num(g.stat, 'battersFaced'),
    };
  }, 'game log row', warnings);
  return { ok: true, value: rows.sort((a, b) => a.date.localeCompare(b.date) || a.gameId - b.gameId), warnings };
}

export function parseTeamStats(body: unknown, group: string): Parsed<TeamSeasonStats | null> {
  const top = statsBody.safeParse(body);
  if (!top.success) return fail(`not a stats answer: ${zodIssue(top.error)}`);
  const split = top.data.stats[0]?.splits[0];
  if (!split) return { ok: true, value: null, warnings: [] };
  const stats: Record<string, number | null> = {};
  for (const [k, v] of Object.entries(split.stat)) {
    if (typeof v === 'number') stats[k] = v;
    else if (typeof v === 'string') stats[k] = k === 'inningsPitched' ? parseInnings(v) : parseRate(v);
  }
  return { ok: true, warnings: [], value: { teamId: split.team?.id ?? 0, teamName: split.team?.name ?? '', season: split.season ?? '', group, stats } };
}

const rosterBody = z.object({ roster: z.array(z.unknown()) });
const rosterRow = z.object({
  person: z.object({ id: z.number().int(), fullName: z.string() }),
  jerseyNumber: z.string().optional(),
  position: z.object({ abbreviation: z.string() }),
  status: z.object({ description: z.string() }).optional(),
});

export function parseRoster(body: unknown): Parsed<RosterEntry[]> {
  const top = rosterBody.safeParse(body);
  if (!top.success) return fail(`not a roster: ${zodIssue(top.error)}`);
  const warnings: string[] = [];
  const value = parseEach(top.data.roster, rosterRow, (r) => ({
    id: r.person.id, fullName: r.person.fullName, position: r.position.abbreviation, jerseyNumber: r.jerseyNumber ?? null, status: r.status?.description ?? 'Active',
  }), 'roster entry', warnings);
  return { ok: true, value, warnings };
}

const leadersBody = z.object({ leagueLeaders: z.array(z.object({ leaderCategory: z.string(), leaders: z.array(z.unknown()) })) });
const leaderRow = z.object({
  rank: z.number().int(), value: z.string(),
  person: z.object({ id: z.number().int(), fullName: z.string() }),
  team: z.object({ name: z.string() }).optional(),
});

export function parseLeaders(body: unknown): Parsed<Record<string, LeaderEntry[]>> {
  const top = leadersBody.safeParse(body);
  if (!top.success) return fail(`not a leaders answer: ${zodIssue(top.error)}`);
  const warnings: string[] = [];
  const value: Record<string, LeaderEntry[]> = {};
  for (const c of top.data.leagueLeaders) {
    value[c.leaderCategory] = parseEach(c.leaders, leaderRow, (l) => ({ rank: l.rank, value: l.value, playerId: l.person.id, playerName: l.person.fullName, team: l.team?.name ?? null }), `leader in ${c.leaderCategory}`, warnings);
  }
  return { ok: true, value, warnings };
}

const boxPlayer = z.object({
  person: z.object({ id: z.number().int(), fullName: z.string() }),
  position: z.object({ abbreviation: z.string() }).optional(),
  stats: z.object({ batting: z.record(z.string(), z.unknown()).optional(), pitching: z.record(z.string(), z.unknown()).optional() }),
});
const boxSide = z.object({
  team: z.object({ name: z.string() }),
  teamStats: z.object({ batting: z.object({ runs: z.number().int() }) }),
  players: z.record(z.string(), z.unknown()),
});
const boxBody = z.object({ teams: z.object({ home: boxSide, away: boxSide }) });

function boxLine(p: z.infer<typeof boxPlayer>): PlayerGameLine | null {
  const b = p.stats.batting ?? {};
  const pi = p.stats.pitching ?? {};
  const stats: Record<string, number> = {};
  if (Object.keys(b).length > 0) {
    const hits = num(b, 'hits');
    Object.assign(stats, {
      at_bats: num(b, 'atBats'), hits, total_bases: num(b, 'totalBases'), home_runs: num(b, 'homeRuns'), rbis: num(b, 'rbi'),
      runs: num(b, 'runs'), walks: num(b, 'baseOnBalls'), batter_strikeouts: num(b, 'strikeOuts'), stolen_bases: num(b, 'stolenBases'),
      doubles: num(b, 'doubles'), triples: num(b, 'triples'),
      singles: hits - num(b, 'doubles') - num(b, 'triples') - num(b, 'homeRuns'),
    });
  }
  if (Object.keys(pi).length > 0) {
    Object.assign(stats, {
      pitcher_strikeouts: num(pi, 'strikeOuts'), pitcher_outs: num(pi, 'outs'), earned_runs: num(pi, 'earnedRuns'),
      hits_allowed: num(pi, 'hits'), walks_allowed: num(pi, 'baseOnBalls'), innings_pitched: parseInnings(text(pi, 'inningsPitched')) ?? 0,
    });
  }
  if (Object.keys(stats).length === 0) return null;
  return { id: p.person.id, name: p.person.fullName, position: p.position?.abbreviation ?? '', stats };
}

export function parseMlbBoxScore(body: unknown, gameId: number, status: BoxScore['status']): Parsed<BoxScore> {
  const top = boxBody.safeParse(body);
  if (!top.success) return fail(`not a box score: ${zodIssue(top.error)}`);
  const warnings: string[] = [];
  const team = (s: z.infer<typeof boxSide>): TeamBox => ({
    team: s.team.name,
    score: s.teamStats.batting.runs,
    players: parseEach(Object.values(s.players), boxPlayer, boxLine, `player of ${s.team.name}`, warnings),
  });
  return { ok: true, warnings, value: { league: 'MLB', gameId: String(gameId), status, home: team(top.data.teams.home), away: team(top.data.teams.away) } };
}

const teamRow = z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string().optional() });
export function parseMlbTeams(body: unknown): Parsed<Array<{ id: number; name: string; abbreviation: string }>> {
  const top = z.object({ teams: z.array(z.unknown()) }).safeParse(body);
  if (!top.success) return fail(`not a teams answer: ${zodIssue(top.error)}`);
  const warnings: string[] = [];
  return { ok: true, value: parseEach(top.data.teams, teamRow, (t) => ({ id: t.id, name: t.name, abbreviation: t.abbreviation ?? '' }), 'team', warnings), warnings };
}
