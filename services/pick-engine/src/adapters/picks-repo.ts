// Postgres repository of daily picks, the writer's audit and closing lines. Takes a Queryable so
// the same calls run on the pool or inside a transaction. The table's trigger, not this code,
// is what keeps a published pick from changing.
import type { Queryable } from '@gary/platform';
import type { FadeBet } from '../domain/fade';
import type { FactsSnapshot } from '../domain/facts-snapshot';
import type { PickAudit, StoredPick } from '../domain/stored-pick';

const COLUMNS = `p.pick_id, to_char(p.date, 'YYYY-MM-DD') AS date, to_char(p.card_date, 'YYYY-MM-DD') AS card_date, p.voided, p.idx, p.league, p.event_id, p.home_team, p.away_team, p.game, p.time,
  p.game_time, p.pick_text, p.odds, p.type, p.side, p.line, p.confidence, p.rationale, p.trap_alert, p.revenge, p.superstition,
  p.momentum, p.no_vig_probability, p.ev, p.bookmaker, p.simulated, p.writer, p.published_at, p.closing_odds, p.closing_line,
  p.closing_no_vig, p.model_version, p.model_probability, p.pick_label, p.facts_sha256, (c.free_pick_id = p.pick_id) AS free, f.claims_checked, f.claims_total, f.claims, f.facts_canonical, r.result, r.final_score`;
const FROM = 'picks p LEFT JOIN game_results r ON r.pick_id = p.pick_id LEFT JOIN pick_facts f ON f.pick_id = p.pick_id LEFT JOIN cards c ON c.date = p.card_date';

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

export async function dayExists(db: Queryable, date: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM daily_picks WHERE date = $1', [date]);
  return rows.length > 0;
}

export async function insertDay(db: Queryable, date: string, pickIds: string[], simulated: boolean, runId: string | null): Promise<void> {
  await db.query('INSERT INTO daily_picks (date, pick_ids, simulated, run_id) VALUES ($1, $2, $3, $4)', [date, pickIds, simulated, runId]);
}

export async function insertPick(
  db: Queryable,
  p: Omit<StoredPick, 'cardDate' | 'voided' | 'free' | 'result' | 'finalScore' | 'closingOdds' | 'closingLine' | 'closingNoVig' | 'factsSha256' | 'claimsChecked' | 'claimsTotal' | 'claims' | 'factsSnapshot'> & { factsSha256?: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO picks (pick_id, date, idx, league, event_id, home_team, away_team, game, time, game_time, pick_text, odds, type, side,
       line, confidence, rationale, trap_alert, revenge, superstition, momentum, no_vig_probability, ev, bookmaker, simulated, writer, published_at,
       model_version, model_probability, pick_label, facts_sha256)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31)`,
    [p.pickId, p.date, p.idx, p.league, p.eventId, p.homeTeam, p.awayTeam, p.game, p.time, p.gameTime, p.pickText, p.odds, p.type, p.side,
      p.line, p.confidence, p.rationale, p.trapAlert, p.revenge, p.superstition, p.momentum, p.noVigProbability, p.ev, p.bookmaker,
      p.simulated, p.writer, p.publishedAt, p.modelVersion, p.modelProbability, p.label, p.factsSha256 ?? null],
  );
}

/** The facts snapshot, exactly as hashed into the pick, and the claims the rationale binds (the table refuses a text that does not hash to the pick's). */
export async function insertFacts(db: Queryable, pickId: string, sha256: string, canonical: string, claims: unknown[], checked: number, total: number, simulated: boolean): Promise<void> {
  await db.query(
    `INSERT INTO pick_facts (pick_id, facts_sha256, facts_canonical, claims, claims_checked, claims_total, simulated) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
    [pickId, sha256, canonical, JSON.stringify(claims), checked, total, simulated],
  );
}

export interface StoredFacts {
  pickId: string;
  factsSha256: string;
  canonical: string;
  claims: { fact: string; label: string; text: string; source: string }[];
  claimsChecked: number;
  claimsTotal: number;
  simulated: boolean;
}

export async function factsOf(db: Queryable, pickId: string): Promise<StoredFacts | null> {
  // Every column is NOT NULL and arrives in its type (integer, boolean, jsonb): the names are the mapping.
  const { rows } = await db.query<StoredFacts>(
    `SELECT pick_id AS "pickId", facts_sha256 AS "factsSha256", facts_canonical AS canonical, claims,
            claims_checked AS "claimsChecked", claims_total AS "claimsTotal", simulated
       FROM pick_facts WHERE pick_id = $1`,
    [pickId],
  );
  return rows[0] ?? null;
}

/** The pick's fade (the other side at the best opposite price), in the publishing transaction. */
export async function insertFade(db: Queryable, pickId: string, f: FadeBet): Promise<void> {
  await db.query(
    `INSERT INTO pick_fades (pick_id, type, side, line, odds, bookmaker, fade_text, probability) VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
    [pickId, f.type, f.side, f.line, f.odds, f.bookmaker, f.fadeText, f.probability],
  );
}

export async function fadesOf(db: Queryable, pickIds: readonly string[]): Promise<Map<string, FadeBet>> {
  const { rows } = await db.query(`SELECT * FROM pick_fades WHERE pick_id = ANY($1::text[])`, [pickIds]);
  return new Map(
    rows.map((r) => [
      String(r.pick_id),
      { type: r.type, side: r.side, line: Number(r.line), odds: Number(r.odds), bookmaker: String(r.bookmaker), fadeText: String(r.fade_text), probability: Number(r.probability) } as FadeBet,
    ]),
  );
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

export async function insertAudit(db: Queryable, a: PickAudit): Promise<void> {
  await db.query(
    `INSERT INTO pick_audit (pick_id, writer, extraction_method, warnings, raw_output, prompt_tokens, completion_tokens, llm_calls)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
    [a.pickId, a.writer, a.extractionMethod, a.warnings, a.rawOutput, a.promptTokens, a.completionTokens, a.llmCalls],
  );
}

/** The picks of a day's card: every pick whose game is on that Eastern day, whichever run made it, in publish order. */
export async function picksForDate(db: Queryable, date: string): Promise<StoredPick[]> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.card_date = $1 ORDER BY p.published_at, p.date, p.idx`, [date]);
  return rows.map(rowToPick);
}

/** The events among these that already have a live (not voided) pick: each game is picked once. */
export async function eventsPicked(db: Queryable, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const { rows } = await db.query<{ event_id: string }>('SELECT event_id FROM picks WHERE event_id = ANY($1::text[]) AND NOT voided', [eventIds]);
  return new Set(rows.map((r) => r.event_id));
}

export async function pickById(db: Queryable, pickId: string): Promise<StoredPick | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.pick_id = $1`, [pickId]);
  return rows[0] ? rowToPick(rows[0]) : null;
}

export async function picksForEvent(db: Queryable, eventId: string): Promise<StoredPick[]> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE p.event_id = $1 ORDER BY p.pick_id`, [eventId]);
  return rows.map(rowToPick);
}

/** Picks whose game starts within the window and whose closing line is not recorded yet. */
export async function picksNeedingClose(db: Queryable, now: Date, windowMs: number): Promise<StoredPick[]> {
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM ${FROM}
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

export async function auditOf(db: Queryable, pickId: string): Promise<PickAudit | null> {
  const { rows } = await db.query('SELECT * FROM pick_audit WHERE pick_id = $1', [pickId]);
  const r = rows[0];
  if (!r) return null;
  return {
    pickId: String(r.pick_id),
    writer: r.writer as PickAudit['writer'],
    extractionMethod: (r.extraction_method as string | null) ?? null,
    warnings: (r.warnings as string[]) ?? [],
    rawOutput: (r.raw_output as string | null) ?? null,
    promptTokens: Number(r.prompt_tokens),
    completionTokens: Number(r.completion_tokens),
    llmCalls: Number(r.llm_calls),
  };
}
