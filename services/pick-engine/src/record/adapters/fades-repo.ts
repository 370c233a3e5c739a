// Postgres repository of the Fade-Gary ledger's bets (pick_fades): each pick's fade, written in the
// publishing transaction and read by grading and scratches. Immutable like the pick (only its
// closing line is filled in, by the live slice's closing job: live/adapters/closing-repo.ts).
import type { Queryable } from '@gary/platform';
import type { FadeBet } from '../../domain/fade';

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

/** Each pick's fade (the ones that have one), in the publishing transaction. */
export async function insertFades(db: Queryable, picks: readonly { pickId: string; fade?: FadeBet | null }[]): Promise<void> {
  for (const p of picks) if (p.fade) await insertFade(db, p.pickId, p.fade);
}
