// Postgres repository of the closing lines: the picks and fades whose game starts within the
// closing window with no closing line yet, and the one write of each (a published pick's only
// change the table's trigger allows).
import type { Queryable } from '@gary/platform';
import { PICK_COLUMNS, PICK_FROM, rowToPick } from '../../adapters/picks-repo';
import type { FadeBet } from '../../domain/fade';
import type { StoredPick } from '../../domain/stored-pick';

/** Picks whose game starts within the window and whose closing line is not recorded yet. */
export async function picksNeedingClose(db: Queryable, now: Date, windowMs: number): Promise<StoredPick[]> {
  const { rows } = await db.query(
    `SELECT ${PICK_COLUMNS} FROM ${PICK_FROM}
     WHERE p.closing_odds IS NULL AND p.game_time > $1 AND p.game_time <= $2 ORDER BY p.game_time`,
    [now.toISOString(), new Date(now.getTime() + windowMs).toISOString()],
  );
  return rows.map(rowToPick);
}

export async function recordClosing(db: Queryable, pickId: string, odds: number, line: number, noVig: number | null, at: Date): Promise<boolean> {
  const res = await db.query(
    `UPDATE picks SET closing_odds = $2, closing_line = $3, closing_no_vig = $4, closing_recorded_at = $5 WHERE pick_id = $1 AND closing_odds IS NULL`,
    [pickId, odds, line, noVig, at.toISOString()],
  );
  return (res.rowCount ?? 0) > 0;
}

/** Fades whose pick's game starts within the window and whose closing line is not recorded yet. */
export async function fadesNeedingClose(db: Queryable, now: Date, windowMs: number): Promise<(FadeBet & { pickId: string; eventId: string })[]> {
  const { rows } = await db.query(
    `SELECT f.*, p.event_id FROM pick_fades f JOIN picks p ON p.pick_id = f.pick_id
     WHERE f.closing_odds IS NULL AND p.game_time > $1 AND p.game_time <= $2 ORDER BY p.game_time`,
    [now.toISOString(), new Date(now.getTime() + windowMs).toISOString()],
  );
  return rows.map((r) => ({
    pickId: String(r.pick_id),
    eventId: String(r.event_id),
    type: r.type,
    side: r.side,
    line: Number(r.line),
    odds: Number(r.odds),
    bookmaker: String(r.bookmaker),
    fadeText: String(r.fade_text),
    probability: Number(r.probability),
  }));
}

export async function recordFadeClosing(db: Queryable, pickId: string, odds: number, line: number, noVig: number | null, at: Date): Promise<boolean> {
  const res = await db.query(
    `UPDATE pick_fades SET closing_odds = $2, closing_line = $3, closing_no_vig = $4, closing_recorded_at = $5 WHERE pick_id = $1 AND closing_odds IS NULL`,
    [pickId, odds, line, noVig, at.toISOString()],
  );
  return (res.rowCount ?? 0) > 0;
}
