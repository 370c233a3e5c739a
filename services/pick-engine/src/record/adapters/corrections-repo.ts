// Postgres reads of the public corrections log (pick_corrections is append-only: a trigger refuses
// updates and deletes), with the pick each correction is about.
import type { Queryable } from '@gary/platform';
import type { picksV1 } from '@gary/protos';

export async function listCorrections(db: Queryable, limit: number): Promise<picksV1.Correction[]> {
  const { rows } = await db.query(
    `SELECT c.correction_id, c.pick_id, to_char(p.date, 'YYYY-MM-DD') AS date, p.league, p.game, p.pick_text, p.odds, p.game_time, c.revision,
            c.kind, c.old_result, c.new_result, c.old_final_score, c.new_final_score, c.reason, c.source, c.corrected_at
     FROM pick_corrections c JOIN picks p ON p.pick_id = c.pick_id
     ORDER BY c.corrected_at DESC, c.correction_id LIMIT $1`,
    [limit],
  );
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
  return rows.map((r) => ({
    correctionId: String(r.correction_id),
    pickId: String(r.pick_id),
    date: String(r.date),
    league: String(r.league),
    matchup: String(r.game),
    pick: String(r.pick_text),
    odds: Number(r.odds),
    revision: Number(r.revision),
    kind: String(r.kind),
    oldResult: r.old_result === null ? '' : String(r.old_result),
    newResult: String(r.new_result),
    oldFinalScore: r.old_final_score === null ? '' : String(r.old_final_score),
    newFinalScore: String(r.new_final_score),
    reason: String(r.reason),
    source: String(r.source),
    correctedAt: iso(r.corrected_at),
    gameTime: iso(r.game_time),
  }));
}
