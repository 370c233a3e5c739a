// balldontlie bodies (NBA and NFL share the envelope) -> normalised types. Pages are
// { data: [...], meta: { next_cursor?, per_page } }; next_cursor is absent on the last page.
import { z } from 'zod';
import { fail, parseEach, zodIssue, type Parsed } from './parse-rows';
import type { Injury } from './stats-types';

export interface BdlTeam { id: number; name: string; fullName: string; abbreviation: string; city: string; conference: string; division: string }
export interface BdlGame {
  id: number; date: string; datetime: string | null; season: number; status: string; period: number; postseason: boolean;
  homeTeam: BdlTeam; visitorTeam: BdlTeam; homeScore: number; visitorScore: number;
}
export interface BdlPlayer { id: number; firstName: string; lastName: string; fullName: string; position: string; teamId: number | null; team: BdlTeam | null }
export interface BdlStatLine {
  id: number; playerId: number; playerName: string; teamId: number; gameId: number; gameDate: string; postseason: boolean;
  minutes: number | null; pts: number; reb: number; ast: number; stl: number; blk: number; fg3m: number; turnover: number;
  fgPct: number | null; fg3Pct: number | null; ftPct: number | null;
}
export interface BdlSeasonAverages {
  playerId: number; season: number; gamesPlayed: number; minutes: number | null;
  pts: number; reb: number; ast: number; stl: number; blk: number; turnover: number; fgPct: number | null; fg3Pct: number | null; ftPct: number | null;
}

const team = z.object({
  id: z.number().int(), name: z.string(), full_name: z.string(), abbreviation: z.string(),
  city: z.string().nullish(), conference: z.string().nullish(), division: z.string().nullish(),
});
const toTeam = (t: z.infer<typeof team>): BdlTeam => ({
  id: t.id, name: t.name, fullName: t.full_name, abbreviation: t.abbreviation, city: t.city ?? '', conference: t.conference ?? '', division: t.division ?? '',
});
const game = z.object({
  id: z.number().int(), date: z.string(), datetime: z.string().nullish(), season: z.number().int(), status: z.string(),
  period: z.number().int().nullish(), postseason: z.boolean(), home_team_score: z.number().int().nullish(), visitor_team_score: z.number().int().nullish(),
  home_team: team, visitor_team: team,
});
const player = z.object({
  id: z.number().int(), first_name: z.string(), last_name: z.string(), position: z.string().nullish(),
  team_id: z.number().int().nullish(), team: team.nullish(),
});
const n = z.number().nullish();
const stat = z.object({
  id: z.number().int(), min: z.string().nullish(), pts: n, reb: n, ast: n, stl: n, blk: n, fg3m: n, turnover: n, fg_pct: n, fg3_pct: n, ft_pct: n,
  player: player, team: z.object({ id: z.number().int() }),
  game: z.object({ id: z.number().int(), date: z.string(), postseason: z.boolean().nullish() }),
});
const averages = z.object({
  player_id: z.number().int(), season: z.number().int(), games_played: z.number().int(), min: z.string().nullish(),
  pts: n, reb: n, ast: n, stl: n, blk: n, turnover: n, fg_pct: n, fg3_pct: n, ft_pct: n,
});
const injury = z.object({
  player: player, status: z.string(), description: z.string().nullish(), return_date: z.string().nullish(),
});
const page = z.object({ data: z.array(z.unknown()), meta: z.object({ next_cursor: z.number().int().nullish(), per_page: z.number().int().optional() }).optional() });

/** '34:46' -> 34.77, '38' -> 38. */
export function parseMinutes(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /^(\d+)(?::(\d{1,2}))?$/.exec(text.trim());
  return m ? Number(m[1]) + Number(m[2] ?? 0) / 60 : null;
}

export interface Page<T> { items: T[]; nextCursor: number | null }

function parsePage<S extends z.ZodType, T>(body: unknown, schema: S, map: (row: z.infer<S>) => T, what: string): Parsed<Page<T>> {
  const top = page.safeParse(body);
  if (!top.success) return fail(`not a balldontlie page: ${zodIssue(top.error)}`);
  const warnings: string[] = [];
  const items = parseEach(top.data.data, schema, map, what, warnings);
  return { ok: true, value: { items, nextCursor: top.data.meta?.next_cursor ?? null }, warnings };
}

const zero = (v: number | null | undefined): number => v ?? 0;
const toPlayer = (p: z.infer<typeof player>): BdlPlayer => ({
  id: p.id, firstName: p.first_name, lastName: p.last_name, fullName: `${p.first_name} ${p.last_name}`, position: p.position ?? '',
  teamId: p.team?.id ?? p.team_id ?? null, team: p.team ? toTeam(p.team) : null,
});

export const parseBdlTeams = (body: unknown) => parsePage(body, team, toTeam, 'team');
export const parseBdlPlayers = (body: unknown) => parsePage(body, player, toPlayer, 'player');
export const parseBdlGames = (body: unknown) => parsePage(body, game, (g): BdlGame => ({
  id: g.id, date: g.date.slice(0, 10), datetime: g.datetime ?? null, season: g.season, status: g.status, period: g.period ?? 0, postseason: g.postseason,
  homeTeam: toTeam(g.home_team), visitorTeam: toTeam(g.visitor_team), homeScore: zero(g.home_team_score), visitorScore: zero(g.visitor_team_score),
}), 'game');
export const parseBdlStats = (body: unknown) => parsePage(body, stat, (s): BdlStatLine => ({
  id: s.id, playerId: s.player.id, playerName: `${s.player.first_name} ${s.player.last_name}`, teamId: s.team.id, gameId: s.game.id,
  gameDate: s.game.date.slice(0, 10), postseason: s.game.postseason ?? false, minutes: parseMinutes(s.min),
  pts: zero(s.pts), reb: zero(s.reb), ast: zero(s.ast), stl: zero(s.stl), blk: zero(s.blk), fg3m: zero(s.fg3m), turnover: zero(s.turnover),
  fgPct: s.fg_pct ?? null, fg3Pct: s.fg3_pct ?? null, ftPct: s.ft_pct ?? null,
}), 'stat line');
export const parseBdlSeasonAverages = (body: unknown) => parsePage(body, averages, (a): BdlSeasonAverages => ({
  playerId: a.player_id, season: a.season, gamesPlayed: a.games_played, minutes: parseMinutes(a.min),
  pts: zero(a.pts), reb: zero(a.reb), ast: zero(a.ast), stl: zero(a.stl), blk: zero(a.blk), turnover: zero(a.turnover),
  fgPct: a.fg_pct ?? null, fg3Pct: a.fg3_pct ?? null, ftPct: a.ft_pct ?? null,
}), 'season average');
export const parseBdlInjuries = (body: unknown) => parsePage(body, injury, (i): Injury => ({
  playerId: i.player.id, player: `${i.player.first_name} ${i.player.last_name}`, team: null, status: i.status,
  description: i.description ?? '', returnDate: i.return_date ?? null,
}), 'injury');
