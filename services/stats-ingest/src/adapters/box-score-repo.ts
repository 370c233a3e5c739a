// Final box scores in Postgres (box_scores): written once a game is final, read before any outside
// call. Takes a Queryable so tests and handlers pass the pool.
import type { Queryable } from '@gary/platform';
import type { BoxScore } from '../domain/stats-types';

export interface StoredBox { box: BoxScore; simulated: boolean }

export async function findFinalBox(db: Queryable, eventId: string): Promise<StoredBox | null> {
  const { rows } = await db.query<{ box: BoxScore; simulated: boolean }>('SELECT box, simulated FROM box_scores WHERE event_id = $1', [eventId]);
  return rows[0] ?? null;
}

export async function saveFinalBox(db: Queryable, eventId: string, date: string, box: BoxScore, simulated: boolean): Promise<void> {
  if (box.status !== 'final') return;
  await db.query(
    `INSERT INTO box_scores (event_id, league, game_date, home_team, away_team, simulated, box) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
     ON CONFLICT (event_id) DO NOTHING`,
    [eventId, box.league, date, box.home.team, box.away.team, simulated, JSON.stringify(box)],
  );
}
