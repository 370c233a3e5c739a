// NHL web API bodies -> normalised types. Names are localised objects ({ default, fr, ... }); we
// read `default`. Game ids are 10-digit integers (season, type, number).
import { z } from 'zod';
import { fail, parseEach, zodIssue, type Parsed } from './parse-rows';
import type { BoxScore, PlayerGameLine, TeamBox } from './stats-types';

const loc = z.object({ default: z.string() });
export interface NhlTeamRef { id: number; abbrev: string; name: string; score: number | null }
export interface NhlGame {
  id: number; date: string; startTimeUTC: string; state: string; status: BoxScore['status'];
  venue: string; homeTeam: NhlTeamRef; awayTeam: NhlTeamRef; lastPeriodType: string | null; gameType: number;
}
export interface NhlStanding {
  abbrev: string; name: string; gamesPlayed: number; wins: number; losses: number; otLosses: number; points: number;
  pointPctg: number; goalsFor: number; goalsAgainst: number; lastTen: string; streak: string; conference: string; division: string;
}

/** FUT/PRE -> scheduled, LIVE/CRIT -> live, FINAL/OFF -> final. */
export function nhlStatusOf(state: string): BoxScore['status'] {
  if (state === 'FINAL' || state === 'OFF') return 'final';
  if (state === 'LIVE' || state === 'CRIT') return 'live';
  return 'scheduled';
}

const teamRef = z.object({
  id: z.number().int(), abbrev: z.string(), score: z.number().int().optional(),
  name: loc.optional(), commonName: loc.optional(), placeName: loc.optional(),
});
const toTeamRef = (t: z.infer<typeof teamRef>): NhlTeamRef => ({
  id: t.id, abbrev: t.abbrev, score: t.score ?? null,
  // The schedule gives place + common name ('Florida' + 'Panthers'); the score endpoint only 'Panthers'.
  name: t.placeName && t.commonName ? `${t.placeName.default} ${t.commonName.default}` : t.commonName?.default ?? t.name?.default ?? t.abbrev,
});
const gameRow = z.object({
  id: z.number().int(), gameType: z.number().int(), gameDate: z.string().optional(), startTimeUTC: z.string(), gameState: z.string(),
  venue: loc.optional(), homeTeam: teamRef, awayTeam: teamRef,
  gameOutcome: z.object({ lastPeriodType: z.string() }).optional(),
});
const toGame = (date: string) => (g: z.infer<typeof gameRow>): NhlGame => ({
  id: g.id, date: g.gameDate ?? date, startTimeUTC: g.startTimeUTC, state: g.gameState, status: nhlStatusOf(g.gameState),
  venue: g.venue?.default ?? 'Unknown Venue', homeTeam: toTeamRef(g.homeTeam), awayTeam: toTeamRef(g.awayTeam),
  lastPeriodType: g.gameOutcome?.lastPeriodType ?? null, gameType: g.gameType,
});

const scheduleBody = z.object({ gameWeek: z.array(z.object({ date: z.string(), games: z.array(z.unknown()) })) });
export function parseNhlSchedule(body: unknown): Parsed<NhlGame[]> {
  const top = scheduleBody.safeParse(body);
  if (!top.success) return fail(`not a schedule: ${zodIssue(top.error)}`);
  const warnings: string[] = [];
  const value = top.data.gameWeek.flatMap((d) => parseEach(d.games, gameRow, toGame(d.date), `game on ${d.date}`, warnings));
  return { ok: true, value, warnings };
}

const scoreBody = z.object({ currentDate: z.string(), games: z.array(z.unknown()) });
export function parseNhlScore(body: unknown): Parsed<NhlGame[]> {
  const top = scoreBody.safeParse(body);
  if (!top.success) return fail(`not a score answer: ${zodIssue(top.error)}`);
  const warnings: string[] = [];
  return { ok: true, value: parseEach(top.data.games, gameRow, toGame(top.data.currentDate), 'game', warnings), warnings };
}

const skater = z.object({
  playerId: z.number().int(), name: loc, position: z.string(), goals: z.number().int(), assists: z.number().int(), points: z.number().int(),
  sog: z.number().int().optional(), powerPlayGoals: z.number().int().optional(), hits: z.number().int().optional(),
  blockedShots: z.number().int().optional(), pim: z.number().int().optional(), toi: z.string().optional(),
});
const goalie = z.object({
  playerId: z.number().int(), name: loc, position: z.string(), saves: z.number().int().optional(), shotsAgainst: z.number().int().optional(),
  goalsAgainst: z.number().int().optional(), starter: z.boolean().optional(),
});
const sideStats = z.object({ forwards: z.array(z.unknown()), defense: z.array(z.unknown()), goalies: z.array(z.unknown()) });
const boxBody = z.object({
  id: z.number().int(), gameState: z.string(), homeTeam: teamRef, awayTeam: teamRef,
  playerByGameStats: z.object({ homeTeam: sideStats, awayTeam: sideStats }).optional(),
});

/** Box score lines; the boxscore has power-play goals but not power-play assists, so no PPP. */
export function parseNhlBoxScore(body: unknown): Parsed<BoxScore> {
  const top = boxBody.safeParse(body);
  if (!top.success) return fail(`not a box score: ${zodIssue(top.error)}`);
  const warnings: string[] = [];
  const b = top.data;
  const side = (t: z.infer<typeof teamRef>, s: z.infer<typeof sideStats> | undefined): TeamBox => {
    const skaters = s ? [...s.forwards, ...s.defense] : [];
    const lines: PlayerGameLine[] = [
      ...parseEach(skaters, skater, (p) => ({
        id: p.playerId, name: p.name.default, position: p.position,
        stats: { goals: p.goals, assists: p.assists, points: p.points, shots_on_goal: p.sog ?? 0, power_play_goals: p.powerPlayGoals ?? 0, hits: p.hits ?? 0, blocked_shots: p.blockedShots ?? 0, pim: p.pim ?? 0 },
      }), `skater of ${t.abbrev}`, warnings),
      ...parseEach(s?.goalies ?? [], goalie, (g) => ({
        id: g.playerId, name: g.name.default, position: 'G',
        stats: { saves: g.saves ?? 0, shots_against: g.shotsAgainst ?? 0, goals_against: g.goalsAgainst ?? 0 },
      }), `goalie of ${t.abbrev}`, warnings),
    ];
    return { team: toTeamRef(t).name, score: t.score ?? null, players: lines };
  };
  return {
    ok: true, warnings,
    value: { league: 'NHL', gameId: String(b.id), status: nhlStatusOf(b.gameState), home: side(b.homeTeam, b.playerByGameStats?.homeTeam), away: side(b.awayTeam, b.playerByGameStats?.awayTeam) },
  };
}

const standingRow = z.object({
  teamAbbrev: loc, teamName: loc, gamesPlayed: z.number().int(), wins: z.number().int(), losses: z.number().int(), otLosses: z.number().int(),
  points: z.number().int(), pointPctg: z.number(), goalFor: z.number().int(), goalAgainst: z.number().int(),
  l10Wins: z.number().int().optional(), l10Losses: z.number().int().optional(), l10OtLosses: z.number().int().optional(),
  streakCode: z.string().optional(), streakCount: z.number().int().optional(), conferenceName: z.string().optional(), divisionName: z.string().optional(),
});
export function parseNhlStandings(body: unknown): Parsed<NhlStanding[]> {
  const top = z.object({ standings: z.array(z.unknown()) }).safeParse(body);
  if (!top.success) return fail(`not standings: ${zodIssue(top.error)}`);
  const warnings: string[] = [];
  const value = parseEach(top.data.standings, standingRow, (s): NhlStanding => ({
    abbrev: s.teamAbbrev.default, name: s.teamName.default, gamesPlayed: s.gamesPlayed, wins: s.wins, losses: s.losses, otLosses: s.otLosses,
    points: s.points, pointPctg: s.pointPctg, goalsFor: s.goalFor, goalsAgainst: s.goalAgainst,
    lastTen: `${s.l10Wins ?? 0}-${s.l10Losses ?? 0}-${s.l10OtLosses ?? 0}`, streak: `${s.streakCode ?? ''}${s.streakCount ?? ''}`,
    conference: s.conferenceName ?? '', division: s.divisionName ?? '',
  }), 'standing', warnings);
  return { ok: true, value, warnings };
}
