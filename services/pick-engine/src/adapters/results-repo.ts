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
}

/** Inserts the result unless the pick is graded already; true when this call graded it. */
export async function insertResult(db: Queryable, r: GameResultRow): Promise<boolean> {
  const res = await db.query(
    `INSERT INTO game_results (pick_id, event_id, game_date, league, result, final_score, pick_text, matchup, confidence, odds)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) ON CONFLICT (pick_id) DO NOTHING`,
    [r.pickId, r.eventId, r.gameDate, r.league, r.result, r.finalScore, r.pickText, r.matchup, r.confidence, r.odds],
  );
  return (res.rowCount ?? 0) > 0;
}

export async function listResults(db: Queryable, q: { from?: string; to?: string; league?: string }): Promise<GameResultRow[]> {
  const { rows } = await db.query(
    `SELECT pick_id, event_id, to_char(game_date, 'YYYY-MM-DD') AS game_date, league, result, final_score, pick_text, matchup, confidence, odds
     FROM game_results
     WHERE ($1::date IS NULL OR game_date >= $1::date) AND ($2::date IS NULL OR game_date <= $2::date) AND ($3::text IS NULL OR league = $3)
     ORDER BY game_date DESC, pick_id`,
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
  }));
}

/** Every graded pick with what the Billfold needs (published price, type, closing line). */
export async function gradedPicks(db: Queryable): Promise<GradedPick[]> {
  const { rows } = await db.query(
    `SELECT r.pick_id, to_char(r.game_date, 'YYYY-MM-DD') AS game_date, r.league, r.result, r.pick_text, r.matchup, r.odds, r.confidence,
            p.type, CASE WHEN p.closing_line = p.line THEN p.closing_no_vig END AS closing_no_vig
     FROM game_results r JOIN picks p ON p.pick_id = r.pick_id`,
  );
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
    closingNoVig: r.closing_no_vig === null || r.closing_no_vig === undefined ? null : Number(r.closing_no_vig),
  }));
}
