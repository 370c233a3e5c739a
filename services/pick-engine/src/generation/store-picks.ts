// Storing a day's picks: the spec's guards and messages ('No picks provided', 'No picks to store',
// 'Storage already in progress', 'Failed to store picks: {reason}'), the storage lock, storage
// skipped when the day already has picks, games already started left out, then one transaction of
// declared steps (publish-steps.ts: picks, fades, fair lines, prices to beat, cards, live status,
// log leaves, pick.published; published iff logged), retried once. Once committed, the steps after
// the commit run in order, each failure logged (each has a job that retries it): the pick-log
// checkpoint, the Parlay of the Day of the card shown, card.shown.
import { easternDate, newPickId } from '@gary/betting';
import { withTransaction, type Lock, type Logger, type Pool } from '@gary/platform';
import { runSteps } from '../adapters/tx-steps';
import { announceShownCard } from '../card/card';
import type { PickAudit, StoredPick } from '../domain/stored-pick';
import { buildShownCardParlay } from '../parlay/parlay';
import type { PickFacts } from './domain/pick-facts';
import { passesStorageFilter } from './domain/pick-validation';
import { dayExists } from './adapters/publish-repo';
import { PUBLISH_STEPS, type CandidateFacts, type Publication, type PublishRow } from './publish-steps';

export type { CandidateFacts } from './publish-steps';

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

/** After the commit, in order; a failure is logged and the next runs (each has a job that retries it). */
const AFTER_PUBLISH: readonly { name: string; failure: string; run: (d: StoreDeps) => Promise<unknown> }[] = [
  { name: 'pick-log checkpoint signed (ledger)', failure: 'signing the pick-log checkpoint failed', run: async (d) => d.afterPublish?.() },
  // The Parlay of the Day of the card shown now, once that card is out whole (the daily-parlay job
  // builds it when it becomes shown later, and retries a failure).
  { name: 'Parlay of the Day of the card shown (parlay)', failure: 'building the Parlay of the Day failed', run: (d) => buildShownCardParlay(d) },
  // The card shown now may be complete with this run (card.shown; the card-shown job retries).
  { name: 'card.shown (card)', failure: 'announcing the shown card failed', run: (d) => announceShownCard(d.pool, d.now()) },
];

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
    const rows: PublishRow[] = [];
    const seen = new Set<string>();
    for (const [idx, c] of kept.entries()) {
      if (seen.has(c.eventId)) continue; // one pick per game within the run too
      seen.add(c.eventId);
      const cardDate = easternDate(new Date(c.gameTime));
      if (!cardDate.ok) continue;
      // Opaque: locked cards carry the id, so it holds nothing of the pick (see newPickId).
      const id = newPickId({ date, league: c.league });
      if (!id.ok) continue;
      const { voice: _voice, ...fields } = c;
      rows.push({ factsSha256: null, claimsChecked: null, claimsTotal: null, ...fields, claims: c.facts?.claims ?? null, pickId: id.value, date, cardDate: cardDate.value, idx, publishedAt: now.toISOString(), closingOdds: null, closingLine: null, closingNoVig: null, result: null, finalScore: null });
    }
    let published: Publication = { date, runId, now, logger: d.logger, rows, fresh: rows };
    const write = () => {
      published = { date, runId, now, logger: d.logger, rows, fresh: rows };
      return withTransaction(d.pool, (tx) => runSteps(tx, PUBLISH_STEPS, published));
    };
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
    for (const step of AFTER_PUBLISH) await step.run(d).catch((err) => d.logger.warn({ err, date }, step.failure));
    const fresh = published.fresh;
    return { ok: true, stored: fresh.length, skipped: false, message: `Stored ${fresh.length} picks for ${date}`, pickIds: fresh.map((r) => r.pickId) };
  } finally {
    await d.lock.release(`pick-engine:storage:${date}`, token);
  }
}
