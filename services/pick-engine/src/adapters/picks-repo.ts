// Postgres reads of published picks, shared by every slice: a pick with its card's free flag, its
// facts and its grade, by id, by card or by game. Takes a Queryable so the same calls run on the
// pool or inside a transaction. The table's trigger, not this code, keeps a published pick from
// changing; each slice writes its own tables (generation/adapters/publish-repo.ts writes the pick).
import type { Queryable } from '@gary/platform';
import type { FactsSnapshot } from '../domain/facts-snapshot';
import type { StoredPick } from '../domain/stored-pick';

/** The columns and joins of a pick as served (rowToPick reads them). */
export const PICK_COLUMNS = `p.pick_id, to_char(p.date, 'YYYY-MM-DD') AS date, to_char(p.card_date, 'YYYY-MM-DD') AS card_date, p.voided, p.idx, p.league, p.event_id, p.home_team, p.away_team, p.game, p.time,
  p.game_time, p.pick_text, p.odds, p.type, p.side, p.line, p.confidence, p.rationale, p.trap_alert, p.revenge, p.superstition,
  p.momentum, p.no_vig_probability, p.ev, p.bookmaker, p.simulated, p.writer, p.published_at, p.closing_odds, p.closing_line,
  p.closing_no_vig, p.model_version, p.model_probability, p.pick_label, p.facts_sha256, (c.free_pick_id = p.pick_id) AS free, f.claims_checked, f.claims_total, f.claims, f.facts_canonical, r.result, r.final_score`;
export const PICK_FROM = 'picks p LEFT JOIN game_results r ON r.pick_id = p.pick_id LEFT JOIN pick_facts f ON f.pick_id = p.pick_id LEFT JOIN cards c ON c.date = p.card_date';

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

export function rowToPick(r: Row): StoredPick {
  return {
    pickId: String(r.pick_id),
    date: String(r.date),
    cardDate: String(r.card_date),
    voided: Boolean(r.voided),
    free: r.free === true,
    idx: Number(r.idx),
    league: r.league as StoredPick['league'],
    eventId: String(r.event_id),
    homeTeam: String(r.home_team),
    awayTeam: String(r.away_team),
    game: String(r.game),
    time: String(r.time),
    gameTime: iso(r.game_time),
    pickText: String(r.pick_text),
    odds: Number(r.odds),
    type: r.type as StoredPick['type'],
    side: r.side as StoredPick['side'],
    line: Number(r.line),
    confidence: Number(r.confidence),
    rationale: String(r.rationale),
    trapAlert: Boolean(r.trap_alert),
    revenge: Boolean(r.revenge),
    superstition: Boolean(r.superstition),
    momentum: Number(r.momentum),
    noVigProbability: Number(r.no_vig_probability),
    modelProbability: num(r.model_probability),
    modelVersion: r.model_version === null || r.model_version === undefined ? null : String(r.model_version),
    label: (r.pick_label as StoredPick['label']) ?? null,
    ev: Number(r.ev),
    bookmaker: String(r.bookmaker ?? ''),
    simulated: Boolean(r.simulated),
    writer: r.writer as StoredPick['writer'],
    factsSha256: r.facts_sha256 === null || r.facts_sha256 === undefined ? null : String(r.facts_sha256),
    claimsChecked: num(r.claims_checked),
    claimsTotal: num(r.claims_total),
    claims: Array.isArray(r.claims) ? (r.claims as StoredPick['claims']) : null,
    factsSnapshot: typeof r.facts_canonical === 'string' ? (JSON.parse(r.facts_canonical) as FactsSnapshot) : null,
    publishedAt: iso(r.published_at),
    closingOdds: num(r.closing_odds),
    closingLine: num(r.closing_line),
    closingNoVig: num(r.closing_no_vig),
    result: (r.result as StoredPick['result']) ?? null,
    finalScore: (r.final_score as string | null) ?? null,
  };
}

export async function pickById(db: Queryable, pickId: string): Promise<StoredPick | null> {
  const { rows } = await db.query(`SELECT ${PICK_COLUMNS} FROM ${PICK_FROM} WHERE p.pick_id = $1`, [pickId]);
  return rows[0] ? rowToPick(rows[0]) : null;
}

/** The picks of a day's card: every pick whose game is on that Eastern day, whichever run made it, in publish order. */
export async function picksForDate(db: Queryable, date: string): Promise<StoredPick[]> {
  const { rows } = await db.query(`SELECT ${PICK_COLUMNS} FROM ${PICK_FROM} WHERE p.card_date = $1 ORDER BY p.published_at, p.date, p.idx`, [date]);
  return rows.map(rowToPick);
}

export async function picksForEvent(db: Queryable, eventId: string): Promise<StoredPick[]> {
  const { rows } = await db.query(`SELECT ${PICK_COLUMNS} FROM ${PICK_FROM} WHERE p.event_id = $1 ORDER BY p.pick_id`, [eventId]);
  return rows.map(rowToPick);
}
