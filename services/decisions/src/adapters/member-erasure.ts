// A deleted member's rows in the decisions schema (user.deleted): their decisions, stats row, plan,
// limits and raises go, in the consumer's transaction; the id is kept in deleted_users so a late
// event about them adds nothing back. Picks, Gary's results and everyone else's rows are untouched.
import type { Queryable } from '@gary/platform';

export async function eraseMember(tx: Queryable, userId: string, at: Date): Promise<{ decisions: number }> {
  await tx.query('INSERT INTO deleted_users (user_id, deleted_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, at]);
  const d = await tx.query('DELETE FROM decisions WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM user_stats WHERE user_id = $1', [userId]);
  // play_limit_raises go with the plan (ON DELETE CASCADE).
  await tx.query('DELETE FROM play_plans WHERE user_id = $1', [userId]);
  return { decisions: d.rowCount ?? 0 };
}
