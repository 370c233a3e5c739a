// Live status on odds.snapshot: the event's latest prices are kept (event_prices), then every open
// pick of the event is read against them (domain/live-prices): its status (alive, close, dead), the
// best offer, the fair price and each featured book's row. A change of status is recorded in
// pick_status_changes; a change of status or best offer goes out as pick.live-status for the
// gateway's streams. All in the consumer's transaction, so a redelivered snapshot changes nothing.
// Picks are also read against the stored prices when they are published, so a pick gets a status
// at once and not only at the next move.
import { makeEvent, type EventEnvelope } from '@gary/contracts';
import { enqueue, type Logger, type PoolClient, type Queryable } from '@gary/platform';
import { eventPrices, insertStatusChange, liveCandidates, storeEventPrices, upsertLive } from './adapters/live-repo';
import { liveViewOf, type SnapshotBook } from './domain/live-prices';
import { isLeague } from '../domain/game-input';

/** Reads the event's open picks against these books; returns how many picks' status or best offer changed. */
export async function applyPrices(tx: Queryable, eventId: string, books: readonly SnapshotBook[], snapshotAt: string, now: Date): Promise<number> {
  const events: EventEnvelope[] = [];
  for (const p of await liveCandidates(tx, eventId, now)) {
    if (p.liveAt && Date.parse(p.liveAt) > Date.parse(snapshotAt)) continue;
    if (!isLeague(p.league)) continue;
    const view = liveViewOf({ ...p, league: p.league }, books);
    if (!view) continue;
    const live = { ...view, pickId: p.pickId, snapshotAt };
    await upsertLive(tx, live);
    const statusChanged = view.status !== p.status;
    if (statusChanged && !(await insertStatusChange(tx, live, p.status))) continue;
    if (!statusChanged && view.bestPrice === p.bestPrice && view.bestLine === p.bestLine) continue;
    events.push(
      makeEvent('pick.live-status', {
        source: 'pick-engine',
        key: p.pickId,
        data: { pickId: p.pickId, date: p.date, free: p.free, eventId, status: view.status, previous: p.status, bestPrice: view.bestPrice, bestLine: view.bestLine, bestBook: view.bestBook, snapshotAt },
      }),
    );
  }
  await enqueue(tx, events);
  return events.length;
}

/** After publishing: the new picks against the prices already heard for their events. */
export async function applyStoredPrices(tx: Queryable, eventIds: readonly string[], now: Date): Promise<void> {
  for (const eventId of new Set(eventIds)) {
    const prices = await eventPrices(tx, eventId);
    if (prices) await applyPrices(tx, eventId, prices.books, prices.snapshotAt, now);
  }
}

export function createOddsSnapshotHandler(deps: { logger: Logger; now: () => Date }) {
  return async (event: EventEnvelope<'odds.snapshot'>, tx: PoolClient): Promise<{ outcome: string }> => {
    const e = event.data;
    if (!(await storeEventPrices(tx, e.eventId, e.books, e.snapshotAt))) return { outcome: 'older_snapshot' };
    const changed = await applyPrices(tx, e.eventId, e.books, e.snapshotAt, deps.now());
    if (changed > 0) deps.logger.info({ eventId: e.eventId, changed }, 'pick live status changed');
    return { outcome: changed > 0 ? 'changed' : 'applied' };
  };
}
