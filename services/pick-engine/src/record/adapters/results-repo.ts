// Postgres repository of game results (one per pick, enforced by a unique constraint) and the
// graded picks the Billfold reads.
import type { Queryable } from '@gary/platform';
import type { GradedPick } from '../domain/billfold';

export interface GameResultRow {
  pickId: string;
  eventId: string;
  gameDate: string;
  league: string;
  result: 'won' | 'lost' | 'push';
  finalScore: string;
  pickText: string;
  matchup: string;
  confidence: number;
  odds: number;
  /** The fade's grade from the same final; null without a fade. */
  fadeResult?: 'won' | 'lost' | 'push' | null;
}

/** A result as listed: with the pick's leaf in the public log (-1 before the log began), so a row can be proven. */
export interface ListedResult extends GameResultRow {
  leafIndex: number;
  /** base64; empty without a leaf. */
  leafHash: string;
  corrected: boolean;
  gameTime: string;
}

/** Inserts the result unless the pick is graded already; true when this call graded it. */
export async function insertResult(db: Queryable, r: GameResultRow): Promise<boolean> {
  const res = await db.query(
    `INSERT INTO game_results (pick_id, event_id, game_date, league, result, final_score, pick_text, matchup, confidence, odds, fade_result)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) ON CONFLICT (pick_id) DO NOTHING`,
    [r.pickId, r.eventId, r.gameDate, r.league, r.result, r.finalScore, r.pickText, r.matchup, r.confidence, r.odds, r.fadeResult ?? null],
  );
  return (res.rowCount ?? 0) > 0;
}

export async function listResults(db: Queryable, q: { from?: string; to?: string; league?: string }): Promise<ListedResult[]> {
  const { rows } = await db.query(
    `SELECT r.pick_id, r.event_id, to_char(r.game_date, 'YYYY-MM-DD') AS game_date, r.league, r.result, r.final_score, r.pick_text, r.matchup, r.confidence, r.odds,
            r.revision, l.leaf_index, l.leaf_hash, p.game_time
     FROM game_results r LEFT JOIN ledger_leaves l ON l.pick_id = r.pick_id LEFT JOIN picks p ON p.pick_id = r.pick_id
     WHERE ($1::date IS NULL OR r.game_date >= $1::date) AND ($2::date IS NULL OR r.game_date <= $2::date) AND ($3::text IS NULL OR r.league = $3)
     ORDER BY r.game_date DESC, r.pick_id`,
    [q.from || null, q.to || null, q.league || null],
  );
  return rows.map((r) => ({
    pickId: String(r.pick_id),
    eventId: String(r.event_id),
    gameDate: String(r.game_date),
    league: String(r.league),
    result: r.result as GameResultRow['result'],
    finalScore: String(r.final_score),
    pickText: String(r.pick_text),
    matchup: String(r.matchup),
    confidence: Number(r.confidence),
    odds: Number(r.odds),
    leafIndex: r.leaf_index === null ? -1 : Number(r.leaf_index),
    leafHash: r.leaf_hash ? (r.leaf_hash as Buffer).toString('base64') : '',
    corrected: Number(r.revision) > 0,
    gameTime: r.game_time ? (r.game_time as Date).toISOString() : '',
  }));
}

/**
 * Every graded or scratched pick with what the Billfold needs: the published price, type and
 * closing line; the fade's price, grade and closing line; whether a correction changed it, and the
 * reason of the newest correction (a scratch's reason).
 */
export async function gradedPicks(db: Queryable): Promise<GradedPick[]> {
  const { rows } = await db.query(
    `SELECT r.pick_id, to_char(r.game_date, 'YYYY-MM-DD') AS game_date, r.league, r.result, r.pick_text, r.matchup, r.odds, r.confidence,
            p.type, CASE WHEN p.closing_line = p.line THEN p.closing_no_vig END AS closing_no_vig,
            r.revision, r.fade_result, f.fade_text, f.odds AS fade_odds, f.probability AS fade_probability, f.type AS fade_type,
            CASE WHEN f.closing_line = f.line THEN f.closing_no_vig END AS fade_closing_no_vig,
            c.kind AS correction_kind, c.reason AS correction_reason, fl.classification
     FROM game_results r JOIN picks p ON p.pick_id = r.pick_id
     LEFT JOIN pick_fades f ON f.pick_id = r.pick_id
     LEFT JOIN pick_fair_lines fl ON fl.pick_id = r.pick_id
     LEFT JOIN LATERAL (SELECT kind, reason FROM pick_corrections c WHERE c.pick_id = r.pick_id ORDER BY c.revision DESC LIMIT 1) c ON true`,
  );
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({
    pickId: String(r.pick_id),
    date: String(r.game_date),
    league: String(r.league),
    result: r.result as GradedPick['result'],
    pickText: String(r.pick_text),
    matchup: String(r.matchup),
    odds: Number(r.odds),
    type: String(r.type),
    confidence: Number(r.confidence),
    closingNoVig: num(r.closing_no_vig),
    corrected: Number(r.revision) > 0,
    classification: r.classification === 'bet' || r.classification === 'lean' ? r.classification : null,
    correction: r.correction_kind ? { kind: String(r.correction_kind), reason: String(r.correction_reason) } : null,
    fade:
      r.fade_text === null || r.fade_text === undefined || r.fade_result === null || r.fade_result === undefined
        ? null
        : {
            pickText: String(r.fade_text),
            odds: Number(r.fade_odds),
            type: String(r.fade_type),
            result: r.fade_result as NonNullable<GradedPick['fade']>['result'],
            confidence: Number(r.fade_probability),
            closingNoVig: num(r.fade_closing_no_vig),
          },
  }));
}
