// Postgres repository of what generation writes when it publishes: the day a run stored
// (daily_picks), each pick, the writer's audit and the facts snapshot with its checked claims, and
// the reads of them. Takes a Queryable so the calls run inside the publishing transaction.
import type { Queryable } from '@gary/platform';
import type { PickAudit, StoredPick } from '../../domain/stored-pick';

export async function dayExists(db: Queryable, date: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM daily_picks WHERE date = $1', [date]);
  return rows.length > 0;
}

export async function insertDay(db: Queryable, date: string, pickIds: string[], simulated: boolean, runId: string | null): Promise<void> {
  await db.query('INSERT INTO daily_picks (date, pick_ids, simulated, run_id) VALUES ($1, $2, $3, $4)', [date, pickIds, simulated, runId]);
}

/** The events among these that already have a live (not voided) pick: each game is picked once. */
export async function eventsPicked(db: Queryable, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const { rows } = await db.query<{ event_id: string }>('SELECT event_id FROM picks WHERE event_id = ANY($1::text[]) AND NOT voided', [eventIds]);
  return new Set(rows.map((r) => r.event_id));
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

export async function insertAudit(db: Queryable, a: PickAudit): Promise<void> {
  await db.query(
    `INSERT INTO pick_audit (pick_id, writer, extraction_method, warnings, raw_output, prompt_tokens, completion_tokens, llm_calls)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8)`,
    [a.pickId, a.writer, a.extractionMethod, a.warnings, a.rawOutput, a.promptTokens, a.completionTokens, a.llmCalls],
  );
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
