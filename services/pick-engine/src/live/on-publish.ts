// What the live slice writes in the publishing transaction: each pick's fair line and Bet/Lean call
// and (MLB) the starters it assumed, which the closing job and the starter watch read later, and
// its price to beat, which every odds.snapshot is read against.
import { impliedProbability, priceToBeat } from '@gary/betting';
import type { Logger, Queryable } from '@gary/platform';
import type { StoredPick } from '../domain/stored-pick';
import { insertFairLine, insertStarters } from './adapters/edge-repo';
import { insertPriceToBeat } from './adapters/live-repo';

/** The probability the price to beat is read at: a Bet's bet price's break-even, else Gary's probability. */
export function ptbProbability(r: Pick<StoredPick, 'classification' | 'betPrice' | 'confidence'>): number {
  if (r.classification !== 'bet' || r.betPrice === null || r.betPrice === undefined) return r.confidence;
  const p = impliedProbability(r.betPrice);
  return p.ok ? p.value : r.confidence;
}

/** The fair line, Bet or Lean, and (MLB) the starters each pick assumed, published with it. */
export async function insertEdges(tx: Queryable, picks: readonly StoredPick[], now: Date): Promise<void> {
  for (const r of picks) {
    if (r.fairSource && r.fairProbability) {
      await insertFairLine(tx, r.pickId, { source: r.fairSource, probability: r.fairProbability, classification: r.classification ?? null, evAtFair: r.evAtFair ?? null, stake: r.stake ?? null, betPrice: r.betPrice ?? null });
    }
    if (r.starters) await insertStarters(tx, r.pickId, r.starters, now);
  }
}

/**
 * The price to beat (issue 17), stored with each pick: for a Bet, the worst price that keeps it a
 * Bet (the break-even of its bet price: EV against the fair line at the threshold); for a Lean,
 * Gary's published probability (its live books are read; the card shows no "playable to" or status
 * for a Lean, see the gateway's pick-live.ts).
 */
export async function insertPricesToBeat(tx: Queryable, picks: readonly StoredPick[], now: Date, logger: Logger): Promise<void> {
  for (const r of picks) {
    const beatProbability = ptbProbability(r);
    const ptb = priceToBeat({ league: r.league, type: r.type, line: r.line, price: r.odds, probability: beatProbability });
    if (ptb.ok) await insertPriceToBeat(tx, { pickId: r.pickId, probability: beatProbability, price: ptb.value.price, line: ptb.value.line }, now);
    else logger.warn({ pickId: r.pickId, error: ptb.error }, 'no price to beat for this pick');
  }
}
