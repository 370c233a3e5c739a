// Parlay of the Day (issue 17): one a card (issue 28), built from the card's picks once the card is
// shown and out whole (card.ts cardComplete: its own day's run has stored, or it was shown from its
// publishing), graded as its legs are.
//
// Building: the card's ungraded Bets and alive picks whose games have not started (see parlayCandidates), each at
// the best price a book offers for it at the pick's own line (pick_live; the pick's published price
// when no book beats it), go through @gary/betting chooseParlayLegs (highest probability first, one
// per game, two or three). The price is the product of the legs' decimal prices, the probability
// the product of the legs' (assuming independence). One parlay per card, filed under the card's date
// (an advisory lock per date and the unique constraint), written with one parlay.published.
//
// Grading: whenever a leg's result is written (graded, corrected or voided by a scratch), the
// parlay's grade is recomputed from its legs' current results in the same transaction. A push or
// void leg drops out, a lost leg loses (even with legs still to play), all legs dropping out push
// it. A grade that differs from the stored one is written with the next revision and one
// parlay.graded; the same grade again writes nothing, so redelivered finals publish nothing twice.
import { chooseParlayLegs, gradeParlay, newParlayId, parlayPrice, parlayProbability, settledParlayPrice, type LegResult } from '@gary/betting';
import { makeEvent } from '@gary/contracts';
import { enqueue, withTransaction, type Logger, type Pool, type PoolClient } from '@gary/platform';
import type { TxStep } from '../adapters/tx-steps';
import { cardShownAt, setCardParlay } from '../card/adapters/card-repo';
import { cardComplete } from '../card/card';

export interface ParlayCandidateRow {
  pick_id: string;
  event_id: string;
  confidence: string;
  odds: number;
  bookmaker: string;
  type: string;
  line: string;
  best_price: number | null;
  best_line: string | null;
  best_book: string | null;
  game_time: Date;
  /** The pick's live status against the books; null when no prices were read for it yet. */
  live_status: 'alive' | 'close' | 'dead' | null;
  /** Bet or Lean (pick_fair_lines); null on a pick published before the call was kept. */
  classification: 'bet' | 'lean' | null;
}

/**
 * The picks a parlay may be built from, each at its best price: a book's better price at the same
 * line, else the pick's. Only Bets and alive picks are legs: a pick the books have moved past (close
 * or dead: no book offers its price to beat) is never one, and a Lean (its number is the fair line,
 * which no book with a margin offers) only when a book offers its price. A Bet with no reading yet
 * stands at its published price, which beat its number when it was published (so does a pick
 * published before the call was kept); a Lean with none does not. A parlay of dead picks multiplies prices nobody should take.
 */
export function parlayCandidates(rows: readonly ParlayCandidateRow[]) {
  return rows
    .filter((r) => r.live_status === 'alive' || (r.live_status === null && r.classification !== 'lean'))
    .map((r) => {
      const sameLine = r.type === 'moneyline' || (r.best_line !== null && Number(r.best_line) === Number(r.line));
      const better = r.best_price !== null && sameLine && r.best_price > r.odds;
      return {
        pickId: r.pick_id,
        eventId: r.event_id,
        probability: Number(r.confidence),
        price: better ? r.best_price! : r.odds,
        book: better ? (r.best_book ?? '') : r.bookmaker,
        gameTime: r.game_time,
      };
    });
}

/**
 * Builds the Parlay of the Day of the card shown now, when it has none and is out whole; answers
 * the parlay's id (and whether it was made now), or null when there is none to build.
 */
export async function buildShownCardParlay(d: { pool: Pool; now: () => Date; logger: Logger }): Promise<{ parlayId: string; created: boolean } | null> {
  const card = await cardShownAt(d.pool, d.now());
  if (!card) return null;
  if (card.parlayId) return { parlayId: card.parlayId, created: false };
  if (!(await cardComplete(d.pool, card))) return null;
  return buildParlay(d, card.date);
}

/** Builds the parlay of the card of `date` unless it exists; answers its id, or null when fewer than two picks qualify. */
export async function buildParlay(d: { pool: Pool; now: () => Date; logger: Logger }, date: string): Promise<{ parlayId: string; created: boolean } | null> {
  const now = d.now();
  return withTransaction(d.pool, async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':parlay:' || $1))`, [date]);
    const existing = await tx.query<{ parlay_id: string }>('SELECT parlay_id FROM parlays WHERE date = $1', [date]);
    if (existing.rows[0]) return { parlayId: existing.rows[0].parlay_id, created: false };
    const { rows } = await tx.query<ParlayCandidateRow>(
      `SELECT p.pick_id, p.event_id, p.confidence, p.odds, p.bookmaker, p.type, p.line, p.game_time, l.best_price, l.best_line, l.best_book, l.status AS live_status, f.classification
       FROM picks p LEFT JOIN pick_live l ON l.pick_id = p.pick_id LEFT JOIN pick_fair_lines f ON f.pick_id = p.pick_id LEFT JOIN game_results r ON r.pick_id = p.pick_id
       WHERE p.card_date = $1 AND NOT p.voided AND r.pick_id IS NULL AND p.game_time > $2 ORDER BY p.pick_id`,
      [date, now.toISOString()],
    );
    const priced = parlayCandidates(rows);
    const legs = chooseParlayLegs(priced);
    if (!legs.ok) {
      d.logger.info({ date, candidates: priced.length }, 'no Parlay of the Day: fewer than two picks from different games');
      return null;
    }
    const chosen = legs.value.map((l) => priced.find((p) => p.pickId === l.pickId)!);
    const price = parlayPrice(chosen.map((l) => l.price));
    const probability = parlayProbability(chosen.map((l) => l.probability));
    if (!price.ok || !probability.ok) {
      d.logger.error({ date, error: !price.ok ? price.error : !probability.ok ? probability.error : null }, 'parlay price or probability unusable; none built');
      return null;
    }
    const firstGameTime = new Date(Math.min(...chosen.map((l) => l.gameTime.getTime())));
    const parlayId = newParlayId();
    await tx.query(
      `INSERT INTO parlays (parlay_id, date, leg_count, decimal_price, american_price, probability, first_game_time, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [parlayId, date, chosen.length, price.value.decimal, price.value.american, probability.value, firstGameTime.toISOString(), now.toISOString()],
    );
    await setCardParlay(tx, date, parlayId);
    for (const [idx, l] of chosen.entries()) {
      await tx.query('INSERT INTO parlay_legs (parlay_id, idx, pick_id, event_id, price, book, probability) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        parlayId, idx, l.pickId, l.eventId, l.price, l.book, l.probability,
      ]);
    }
    await enqueue(tx, [
      makeEvent('parlay.published', {
        source: 'pick-engine',
        key: parlayId,
        occurredAt: now,
        data: {
          parlayId,
          date,
          legCount: chosen.length,
          odds: price.value.american,
          decimalPrice: price.value.decimal,
          probability: probability.value,
          firstGameTime: firstGameTime.toISOString(),
          publishedAt: now.toISOString(),
        },
      }),
    ]);
    return { parlayId, created: true };
  });
}

/** The step of a transaction that writes a pick's result (grading, a correction, a scratch): the parlay holding the pick is graded again. */
export const regradeParlayStep: TxStep<{ pick: { pickId: string }; at: Date }> = {
  name: 'the Parlay of the Day holding the pick graded again (parlay)',
  run: async (tx, c) => {
    await regradeParlayOf(tx, c.pick.pickId, c.at);
  },
};

/**
 * After a leg's result was written (in the caller's transaction): the parlay holding that pick is
 * graded again from its legs' current results. Answers the new grade when it changed, else null.
 */
export async function regradeParlayOf(tx: PoolClient, pickId: string, at: Date): Promise<'won' | 'lost' | 'push' | null> {
  const { rows: found } = await tx.query<{ parlay_id: string }>('SELECT parlay_id FROM parlay_legs WHERE pick_id = $1', [pickId]);
  if (!found[0]) return null;
  const parlayId = found[0].parlay_id;
  const { rows: heads } = await tx.query<{ date: string; result: 'won' | 'lost' | 'push' | null; settled_decimal: string | null; revision: number }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, result, settled_decimal, revision FROM parlays WHERE parlay_id = $1 FOR UPDATE`,
    [parlayId],
  );
  const head = heads[0]!;
  const { rows: legs } = await tx.query<{ price: number; result: 'won' | 'lost' | 'push' | 'void' | null }>(
    'SELECT l.price, r.result FROM parlay_legs l LEFT JOIN game_results r ON r.pick_id = l.pick_id WHERE l.parlay_id = $1 ORDER BY l.idx',
    [parlayId],
  );
  // A void (scratched) leg drops out exactly as a push does.
  const results: LegResult[] = legs.map((l) => (l.result === 'void' ? 'push' : (l.result ?? null)));
  const grade = gradeParlay(results);
  if (grade === 'pending') return null; // a graded parlay only changes grade when a leg's result is corrected, never back to pending
  let settledDecimal: number | null = null;
  if (grade === 'won') {
    const s = settledParlayPrice(legs.map((l, i) => ({ price: l.price, result: results[i]! })));
    settledDecimal = s.ok && s.value ? s.value.decimal : null;
  }
  const stored = head.settled_decimal === null ? null : Number(head.settled_decimal);
  const samePrice = stored === settledDecimal || (stored !== null && settledDecimal !== null && Math.abs(stored - settledDecimal) < 1e-9);
  if (head.result === grade && samePrice) return null;
  const revision = head.result === null ? 0 : head.revision + 1;
  await tx.query('UPDATE parlays SET result = $2, settled_decimal = $3, revision = $4, graded_at = $5 WHERE parlay_id = $1', [
    parlayId, grade, settledDecimal, revision, at.toISOString(),
  ]);
  const count = (v: string) => legs.filter((l) => l.result === v).length;
  await enqueue(tx, [
    makeEvent('parlay.graded', {
      source: 'pick-engine',
      key: parlayId,
      occurredAt: at,
      data: {
        parlayId,
        date: head.date,
        revision,
        result: grade,
        previous: head.result,
        settledDecimal,
        legs: { won: count('won'), lost: count('lost'), push: count('push'), void: count('void') },
        gradedAt: at.toISOString(),
      },
    }),
  ]);
  return grade;
}

