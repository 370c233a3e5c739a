// Postgres repository of the finals the rating model learns from (one row per event: a
// redelivered game.final is a no-op).
import type { Queryable } from '@gary/platform';

export interface ModelFinal {
  eventId: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  /** YYYY-MM-DD, the game's Eastern date. */
  gameDate: string;
  homeScore: number;
  awayScore: number;
  completedAt: string;
}

/** True when this call recorded the final. */
export async function insertModelFinal(db: Queryable, f: ModelFinal): Promise<boolean> {
  const res = await db.query(
    `INSERT INTO model_finals (event_id, league, home_team, away_team, game_date, home_score, away_score, completed_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (event_id) DO NOTHING`,
    [f.eventId, f.league, f.homeTeam, f.awayTeam, f.gameDate, f.homeScore, f.awayScore, f.completedAt],
  );
  return (res.rowCount ?? 0) > 0;
}

/** A league's finals in the order the ratings learn them. */
export async function listModelFinals(db: Queryable, league: string): Promise<ModelFinal[]> {
  const { rows } = await db.query(
    `SELECT event_id, league, home_team, away_team, to_char(game_date, 'YYYY-MM-DD') AS game_date, home_score, away_score, completed_at
     FROM model_finals WHERE league = $1 ORDER BY game_date, completed_at, event_id`,
    [league],
  );
  return rows.map((r) => ({
    eventId: String(r.event_id),
    league: String(r.league),
    homeTeam: String(r.home_team),
    awayTeam: String(r.away_team),
    gameDate: String(r.game_date),
    homeScore: Number(r.home_score),
    awayScore: Number(r.away_score),
    completedAt: r.completed_at instanceof Date ? r.completed_at.toISOString() : String(r.completed_at),
  }));
}

export async function countModelFinals(db: Queryable, league: string): Promise<number> {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM model_finals WHERE league = $1', [league]);
  return Number(rows[0]?.n ?? 0);
}
