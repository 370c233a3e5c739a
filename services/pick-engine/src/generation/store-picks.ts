// Storing a day's picks: the spec's guards and messages ('No picks provided', 'No picks to store',
// 'Storage already in progress', 'Failed to store picks: {reason}'), the storage lock, storage
// skipped when the day already has picks, games already started left out, and one
// pick.published event per pick written in the same transaction as the picks. Each pick is appended
// to the pick log in that transaction too (published iff logged), and a checkpoint is signed after.
// Each pick's price to beat is stored with it, and read against the event's latest prices. The
// day's Parlay of the Day is built once the picks are committed (parlay.ts). Each game is picked
// once: a candidate whose event already has a live pick (an earlier run took tomorrow's game) is
// left out inside the transaction, and the database's one-live-pick-per-event index refuses any
// that a racing writer got in first (the retry then leaves it out).
import { easternDate, impliedProbability, matchupShort, newPickId, priceToBeat } from '@gary/betting';
import { makeEvent } from '@gary/contracts';
import { enqueue, withTransaction, type Lock, type Logger, type Pool } from '@gary/platform';
import { passesStorageFilter } from './domain/pick-validation';
import type { CheckedClaim } from '../domain/claims';
import type { FactsSnapshot } from '../domain/facts-snapshot';
import type { PickFacts } from './domain/pick-facts';
import type { PickAudit, StoredPick } from '../domain/stored-pick';
import { dayExists, eventsPicked, insertAudit, insertDay, insertFacts, insertPick } from './adapters/publish-repo';
import { insertFade } from '../record/adapters/fades-repo';
import { appendLeaves } from '../ledger/ledger-repo';
import { insertPriceToBeat } from '../live/adapters/live-repo';
import { insertFairLine, insertStarters } from '../live/adapters/edge-repo';
import { applyStoredPrices } from '../live/live-status';
import { announceShownCard, putOnCards } from '../card/card';
import { buildShownCardParlay } from '../parlay/parlay';

/** The facts a pick was written from: the snapshot, its exact canonical text (hashed into the pick), the checked claims. */
export interface CandidateFacts {
  canonical: string;
  snapshot: FactsSnapshot;
  claims: CheckedClaim[];
}

export type PickCandidate = Omit<StoredPick, 'pickId' | 'date' | 'cardDate' | 'voided' | 'free' | 'idx' | 'publishedAt' | 'closingOdds' | 'closingLine' | 'closingNoVig' | 'result' | 'finalScore' | 'factsSha256' | 'claimsChecked' | 'claimsTotal' | 'claims'> & {
  factsSha256?: string | null;
  claimsChecked?: number | null;
  claimsTotal?: number | null;
  audit: Omit<PickAudit, 'pickId'>;
  facts?: CandidateFacts;
  /** What the day's pass needs to rewrite an offline rationale (never stored). */
  voice?: { facts: PickFacts; phrases: string[] };
};

export type StoreOutcome =
  | { ok: true; stored: number; skipped: boolean; message: string; pickIds: string[] }
  | { ok: false; error: 'NoPicksProvided' | 'NoPicksToStore' | 'StorageInProgress' | 'StoreFailed'; message: string };

export interface StoreDeps {
  pool: Pool;
  lock: Lock;
  logger: Logger;
  now: () => Date;
  /** Signs a pick-log checkpoint once the picks are committed (failure is logged: the daily one follows). */
  afterPublish?: () => Promise<unknown>;
}

const STORAGE_LOCK_TTL_MS = 60_000;

/** The probability the price to beat is read at: a Bet's bet price's break-even, else Gary's probability. */
export function ptbProbability(r: Pick<StoredPick, 'classification' | 'betPrice' | 'confidence'>): number {
  if (r.classification !== 'bet' || r.betPrice === null || r.betPrice === undefined) return r.confidence;
  const p = impliedProbability(r.betPrice);
  return p.ok ? p.value : r.confidence;
}

export async function storePicks(d: StoreDeps, date: string, candidates: unknown, runId: string | null): Promise<StoreOutcome> {
  if (!Array.isArray(candidates) || candidates.length === 0) return { ok: false, error: 'NoPicksProvided', message: 'No picks provided' };
  const now = d.now();
  const kept = (candidates as PickCandidate[]).filter(
    (c) => c && typeof c.pickText === 'string' && c.pickText !== '' && new Date(c.gameTime).getTime() > now.getTime() && passesStorageFilter(c),
  );
  if (kept.length === 0) return { ok: false, error: 'NoPicksToStore', message: 'No picks to store' };
  const token = await d.lock.acquire(`pick-engine:storage:${date}`, STORAGE_LOCK_TTL_MS);
  if (!token) return { ok: false, error: 'StorageInProgress', message: 'Storage already in progress' };
  try {
    if (await dayExists(d.pool, date)) return { ok: true, stored: 0, skipped: true, message: `Picks already stored for ${date}`, pickIds: [] };
    const rows: StoredPick[] = [];
    // Each stored row's audit, by the row's position (a candidate without a valid id is skipped).
    const audits: PickCandidate['audit'][] = [];
    const factsOf: (CandidateFacts | undefined)[] = [];
    const seen = new Set<string>();
    for (const [idx, c] of kept.entries()) {
      if (seen.has(c.eventId)) continue; // one pick per game within the run too
      seen.add(c.eventId);
      const cardDate = easternDate(new Date(c.gameTime));
      if (!cardDate.ok) continue;
      // Opaque: locked cards carry the id, so it holds nothing of the pick (see newPickId).
      const id = newPickId({ date, league: c.league });
      if (!id.ok) continue;
      const { audit, facts, voice: _voice, ...fields } = c;
      audits.push(audit);
      factsOf.push(facts);
      rows.push({ factsSha256: null, claimsChecked: null, claimsTotal: null, ...fields, claims: facts?.claims ?? null, pickId: id.value, date, cardDate: cardDate.value, idx, publishedAt: now.toISOString(), closingOdds: null, closingLine: null, closingNoVig: null, result: null, finalScore: null });
    }
    let fresh: StoredPick[] = rows;
    const write = () =>
      withTransaction(d.pool, async (tx) => {
        // Games another run already picked stay on that pick's card (read in this transaction).
        const taken = await eventsPicked(tx, rows.map((r) => r.eventId));
        fresh = rows.filter((r) => !taken.has(r.eventId));
        await insertDay(tx, date, fresh.map((r) => r.pickId), fresh.some((r) => r.simulated), runId);
        for (const r of fresh) {
          const i = rows.indexOf(r);
          await insertPick(tx, r);
          if (r.fade) await insertFade(tx, r.pickId, r.fade);
          // The fair line, Bet or Lean, and (MLB) the starters the pick assumed, published with it.
          if (r.fairSource && r.fairProbability) {
            await insertFairLine(tx, r.pickId, { source: r.fairSource, probability: r.fairProbability, classification: r.classification ?? null, evAtFair: r.evAtFair ?? null, stake: r.stake ?? null, betPrice: r.betPrice ?? null });
          }
          if (r.starters) await insertStarters(tx, r.pickId, r.starters, now);
          await insertAudit(tx, { pickId: r.pickId, ...audits[i]! });
          const facts = factsOf[i];
          if (facts && r.factsSha256) await insertFacts(tx, r.pickId, r.factsSha256, facts.canonical, facts.claims, r.claimsChecked ?? 0, r.claimsTotal ?? 0, facts.snapshot.simulated);
          // The price to beat (issue 17), stored with the pick: for a Bet, the worst price that keeps
          // it a Bet (the break-even of its bet price: EV against the fair line at the threshold);
          // for a Lean, Gary's published probability (its live books are read; the card shows no
          // "playable to" or status for a Lean, see the gateway's pick-live.ts).
          const beatProbability = ptbProbability(r);
          const ptb = priceToBeat({ league: r.league, type: r.type, line: r.line, price: r.odds, probability: beatProbability });
          if (ptb.ok) await insertPriceToBeat(tx, { pickId: r.pickId, probability: beatProbability, price: ptb.value.price, line: ptb.value.line }, now);
          else d.logger.warn({ pickId: r.pickId, error: ptb.error }, 'no price to beat for this pick');
        }
        // On their cards first: the live status sent next says whether a pick is its card's free one.
        await putOnCards(tx, fresh, now);
        await applyStoredPrices(tx, fresh.map((r) => r.eventId), now);
        await appendLeaves(tx, fresh, now);
        await enqueue(
          tx,
          fresh.map((r) =>
            makeEvent('pick.published', {
              source: 'pick-engine',
              key: r.pickId,
              occurredAt: now,
              data: {
                pickId: r.pickId,
                date,
                league: r.league,
                eventId: r.eventId,
                homeTeam: r.homeTeam,
                awayTeam: r.awayTeam,
                matchup: matchupShort(r.awayTeam, r.homeTeam),
                gameTime: r.gameTime,
                pick: r.pickText,
                odds: r.odds,
                type: r.type,
                side: r.side,
                line: r.line,
                confidence: r.confidence,
                publishedAt: r.publishedAt,
                classification: r.classification ?? null,
              },
            }),
          ),
        );
      });
    try {
      await write();
    } catch (first) {
      // One retry, as the spec does, unless another writer stored the day meanwhile.
      d.logger.warn({ err: first, date }, 'storing picks failed; retrying once');
      if (await dayExists(d.pool, date)) return { ok: true, stored: 0, skipped: true, message: `Picks already stored for ${date}`, pickIds: [] };
      try {
        await write();
      } catch (err) {
        return { ok: false, error: 'StoreFailed', message: `Failed to store picks: ${err instanceof Error ? err.message : String(err)}` };
      }
    }
    if (d.afterPublish) await d.afterPublish().catch((err) => d.logger.warn({ err, date }, 'signing the pick-log checkpoint failed'));
    // The Parlay of the Day of the card shown now, once that card is out whole (the daily-parlay job
    // builds it when it becomes shown later, and retries a failure).
    await buildShownCardParlay(d).catch((err) => d.logger.warn({ err, date }, 'building the Parlay of the Day failed'));
    // The card shown now may be complete with this run (card.shown; the card-shown job retries).
    await announceShownCard(d.pool, d.now()).catch((err) => d.logger.warn({ err, date }, 'announcing the shown card failed'));
    return { ok: true, stored: fresh.length, skipped: false, message: `Stored ${fresh.length} picks for ${date}`, pickIds: fresh.map((r) => r.pickId) };
  } finally {
    await d.lock.release(`pick-engine:storage:${date}`, token);
  }
}
