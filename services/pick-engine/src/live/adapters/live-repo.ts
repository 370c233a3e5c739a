// Postgres repository of the price to beat, the latest prices of each event, each pick's live
// status and its status changes (migration 0004). Takes a Queryable so the calls run inside the
// publishing transaction or the odds.snapshot consumer's.
import type { Queryable } from '@gary/platform';
import type { BookRow, LiveView, SnapshotBook } from '../domain/live-prices';

export interface StoredPriceToBeat {
  pickId: string;
  probability: number;
  price: number;
  line: number;
}

export interface StoredLive extends LiveView {
  pickId: string;
  snapshotAt: string;
}

/** A pick open to live pricing: published, not graded, its price to beat stored. */
export interface LiveCandidate {
  pickId: string;
  date: string;
  /** Its card's free pick. */
  free: boolean;
  eventId: string;
  league: string;
  type: 'moneyline' | 'spread';
  side: 'home' | 'away';
  line: number;
  odds: number;
  confidence: number;
  gameTime: string;
  status: LiveView['status'] | null;
  bestPrice: number | null;
  bestLine: number | null;
  liveAt: string | null;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function insertPriceToBeat(db: Queryable, p: StoredPriceToBeat, at: Date): Promise<void> {
  await db.query('INSERT INTO pick_price_to_beat (pick_id, probability, price, line, computed_at) VALUES ($1, $2, $3, $4, $5)', [p.pickId, p.probability, p.price, p.line, at.toISOString()]);
}

/** Stores an event's prices unless a newer snapshot is already there; true when stored. */
export async function storeEventPrices(db: Queryable, eventId: string, books: readonly SnapshotBook[], snapshotAt: string): Promise<boolean> {
  const res = await db.query(
    `INSERT INTO event_prices (event_id, books, snapshot_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (event_id) DO UPDATE SET books = EXCLUDED.books, snapshot_at = EXCLUDED.snapshot_at
     WHERE event_prices.snapshot_at < EXCLUDED.snapshot_at`,
    [eventId, JSON.stringify(books), snapshotAt],
  );
  return (res.rowCount ?? 0) > 0;
}

export async function eventPrices(db: Queryable, eventId: string): Promise<{ books: SnapshotBook[]; snapshotAt: string } | null> {
  const { rows } = await db.query('SELECT books, snapshot_at FROM event_prices WHERE event_id = $1', [eventId]);
  return rows[0] ? { books: rows[0].books as SnapshotBook[], snapshotAt: iso(rows[0].snapshot_at) } : null;
}

/** Ungraded picks of an event whose game has not started, with their price to beat and current status. */
export async function liveCandidates(db: Queryable, eventId: string, now: Date): Promise<LiveCandidate[]> {
  const { rows } = await db.query(
    `SELECT p.pick_id, to_char(p.date, 'YYYY-MM-DD') AS date, (c.free_pick_id IS NOT DISTINCT FROM p.pick_id) AS free, p.event_id, p.league, p.type, p.side, p.line, p.odds, p.confidence, p.game_time,
            l.status, l.best_price, l.best_line, l.snapshot_at AS live_at
     FROM picks p JOIN pick_price_to_beat b ON b.pick_id = p.pick_id
     LEFT JOIN pick_live l ON l.pick_id = p.pick_id
     LEFT JOIN game_results r ON r.pick_id = p.pick_id
     LEFT JOIN cards c ON c.date = p.card_date
     WHERE p.event_id = $1 AND r.pick_id IS NULL AND p.game_time > $2
     ORDER BY p.pick_id FOR UPDATE OF p`,
    [eventId, now.toISOString()],
  );
  return rows.map((r) => ({
    pickId: String(r.pick_id), date: String(r.date), free: r.free === true, eventId: String(r.event_id), league: String(r.league),
    type: r.type as LiveCandidate['type'], side: r.side as LiveCandidate['side'], line: Number(r.line), odds: Number(r.odds),
    confidence: Number(r.confidence), gameTime: iso(r.game_time), status: (r.status as LiveCandidate['status']) ?? null, bestPrice: numOrNull(r.best_price), bestLine: numOrNull(r.best_line), liveAt: r.live_at ? iso(r.live_at) : null,
  }));
}

export async function upsertLive(db: Queryable, l: StoredLive): Promise<void> {
  await db.query(
    `INSERT INTO pick_live (pick_id, status, best_price, best_line, best_book, fair_price, books, snapshot_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)
     ON CONFLICT (pick_id) DO UPDATE SET status = EXCLUDED.status, best_price = EXCLUDED.best_price, best_line = EXCLUDED.best_line,
       best_book = EXCLUDED.best_book, fair_price = EXCLUDED.fair_price, books = EXCLUDED.books, snapshot_at = EXCLUDED.snapshot_at
     WHERE pick_live.snapshot_at <= EXCLUDED.snapshot_at`,
    [l.pickId, l.status, l.bestPrice, l.bestLine, l.bestBook, l.fairPrice, JSON.stringify(l.books), l.snapshotAt],
  );
}

/** Records a status change; false when this snapshot's change is already recorded. */
export async function insertStatusChange(db: Queryable, l: StoredLive, previous: string | null): Promise<boolean> {
  const res = await db.query(
    `INSERT INTO pick_status_changes (pick_id, snapshot_at, status, previous, best_price, best_line, best_book)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
    [l.pickId, l.snapshotAt, l.status, previous, l.bestPrice, l.bestLine, l.bestBook],
  );
  return (res.rowCount ?? 0) > 0;
}

export interface PickLiveInfo {
  beatPrice: number;
  beatLine: number;
  live: (LiveView & { snapshotAt: string }) | null;
}

/** The price to beat and live view of each of these picks (picks published before 0004 have none). */
export async function liveInfoFor(db: Queryable, pickIds: readonly string[]): Promise<Map<string, PickLiveInfo>> {
  const out = new Map<string, PickLiveInfo>();
  if (pickIds.length === 0) return out;
  const { rows } = await db.query(
    `SELECT b.pick_id, b.price AS beat_price, b.line AS beat_line, l.status, l.best_price, l.best_line, l.best_book, l.fair_price, l.books, l.snapshot_at
     FROM pick_price_to_beat b LEFT JOIN pick_live l ON l.pick_id = b.pick_id WHERE b.pick_id = ANY($1)`,
    [pickIds],
  );
  for (const r of rows) {
    out.set(String(r.pick_id), {
      beatPrice: Number(r.beat_price),
      beatLine: Number(r.beat_line),
      live: r.status
        ? {
            status: r.status as LiveView['status'],
            bestPrice: numOrNull(r.best_price),
            bestLine: numOrNull(r.best_line),
            bestBook: (r.best_book as string | null) ?? null,
            fairPrice: numOrNull(r.fair_price),
            books: (r.books as BookRow[]) ?? [],
            snapshotAt: iso(r.snapshot_at),
          }
        : null,
    });
  }
  return out;
}

/**
 * Of the graded picks between two Eastern dates that had a status, how many were playable
 * ('alive') an hour before their game: the last status recorded at or before that moment.
 */
export async function playableHourBefore(db: Queryable, from: string, to: string): Promise<{ playable: number; tracked: number }> {
  const { rows } = await db.query(
    `SELECT count(*) FILTER (WHERE s.status = 'alive') AS playable, count(s.status) AS tracked
     FROM picks p JOIN game_results r ON r.pick_id = p.pick_id
     LEFT JOIN LATERAL (SELECT c.status FROM pick_status_changes c WHERE c.pick_id = p.pick_id AND c.snapshot_at <= p.game_time - interval '1 hour'
                        ORDER BY c.snapshot_at DESC LIMIT 1) s ON true
     WHERE p.date BETWEEN $1 AND $2`,
    [from, to],
  );
  return { playable: Number(rows[0]?.playable ?? 0), tracked: Number(rows[0]?.tracked ?? 0) };
}
