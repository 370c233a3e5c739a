// Postgres repository of odds-ingest (events, snapshots, scores, finals, forced finals, quota).
// Every function takes a Queryable, so callers choose the pool or a transaction's client.
import { createHash } from 'node:crypto';
import type { Queryable } from '@gary/platform';
import type { BookmakerOdds, GameEvent, Quota } from '../domain/odds-types';
import type { StoredGame } from '../domain/game-view';

/** Inserts events not seen before; a known event keeps its row (times can move: those are updated). */
export async function upsertEvents(db: Queryable, events: readonly GameEvent[], simulated: boolean): Promise<void> {
  if (events.length === 0) return;
  const sorted = [...events].sort((a, b) => a.id.localeCompare(b.id));
  await db.query(
    `INSERT INTO events (id, sport_key, home_team, away_team, commence_time, simulated)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::boolean[])
     ON CONFLICT (id) DO UPDATE SET commence_time = EXCLUDED.commence_time, updated_at = now()
       WHERE events.commence_time IS DISTINCT FROM EXCLUDED.commence_time`,
    [
      sorted.map((e) => e.id), sorted.map((e) => e.sport), sorted.map((e) => e.homeTeam), sorted.map((e) => e.awayTeam),
      sorted.map((e) => e.commenceTime), sorted.map(() => simulated),
    ],
  );
}

/** The hash of what a snapshot prices (not when books last touched it). */
export function pricesHash(bookmakers: readonly BookmakerOdds[]): string {
  const prices = [...bookmakers].sort((a, b) => a.key.localeCompare(b.key)).map((b) => [b.key, b.markets.h2h ?? null, b.markets.spreads ?? null, b.markets.totals ?? null]);
  return createHash('sha1').update(JSON.stringify(prices)).digest('hex');
}

/**
 * Stores a snapshot when its prices differ from the event's latest. The compare-and-set on
 * events.latest_hash takes the row lock, so of two writers with the same prices one stores.
 * Finished games take no more snapshots. True when a snapshot was stored.
 */
export async function storeSnapshot(db: Queryable, eventId: string, bookmakers: readonly BookmakerOdds[], takenAt: Date): Promise<boolean> {
  const hash = pricesHash(bookmakers);
  const moved = await db.query(
    `UPDATE events SET latest_hash = $2, updated_at = now()
     WHERE id = $1 AND latest_hash IS DISTINCT FROM $2 AND NOT EXISTS (SELECT 1 FROM game_finals f WHERE f.event_id = $1)
     RETURNING id`,
    [eventId, hash],
  );
  if (moved.rowCount === 0) return false;
  await db.query(
    `INSERT INTO odds_snapshots (event_id, taken_at, content_hash, bookmakers) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (event_id, taken_at) DO NOTHING`,
    [eventId, takenAt.toISOString(), hash, JSON.stringify(bookmakers)],
  );
  return true;
}

interface GameRow {
  id: string; sport_key: string; home_team: string; away_team: string; commence_time: Date; simulated: boolean;
  taken_at: Date | null; bookmakers: BookmakerOdds[] | null;
  home_score: number | null; away_score: number | null; completed: boolean | null; last_update: Date | null;
  final_home: number | null; final_away: number | null; completed_at: Date | null;
}

const GAME_SELECT = `
  SELECT e.id, e.sport_key, e.home_team, e.away_team, e.commence_time, e.simulated,
         s.taken_at, s.bookmakers,
         sc.home_score, sc.away_score, sc.completed, sc.last_update,
         f.home_score AS final_home, f.away_score AS final_away, f.completed_at
  FROM events e
  LEFT JOIN LATERAL (SELECT taken_at, bookmakers FROM odds_snapshots o WHERE o.event_id = e.id ORDER BY taken_at DESC LIMIT 1) s ON true
  LEFT JOIN scores sc ON sc.event_id = e.id
  LEFT JOIN game_finals f ON f.event_id = e.id`;

const iso = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

function toStored(r: GameRow): StoredGame {
  return {
    id: r.id, sportKey: r.sport_key, homeTeam: r.home_team, awayTeam: r.away_team, commenceTime: iso(r.commence_time), simulated: r.simulated,
    snapshotAt: r.taken_at ? iso(r.taken_at) : null,
    bookmakers: r.bookmakers ?? [],
    score: r.home_score !== null && r.away_score !== null
      ? { home: r.home_score, away: r.away_score, completed: Boolean(r.completed), lastUpdate: r.last_update ? iso(r.last_update) : null }
      : null,
    final: r.final_home !== null && r.final_away !== null && r.completed_at
      ? { home: r.final_home, away: r.final_away, completedAt: iso(r.completed_at) }
      : null,
  };
}

/** Games of one sport (and provider mode) starting in [from, to), with latest snapshot, score and final. */
export async function gamesBetween(db: Queryable, sportKey: string | null, simulated: boolean, from: Date, to: Date): Promise<StoredGame[]> {
  const { rows } = await db.query<GameRow>(
    `${GAME_SELECT} WHERE ($1::text IS NULL OR e.sport_key = $1) AND e.simulated = $2 AND e.commence_time >= $3 AND e.commence_time < $4
     ORDER BY e.commence_time, e.home_team`,
    [sportKey, simulated, from.toISOString(), to.toISOString()],
  );
  return rows.map(toStored);
}

export async function gameById(db: Queryable, id: string): Promise<StoredGame | null> {
  const { rows } = await db.query<GameRow>(`${GAME_SELECT} WHERE e.id = $1`, [id]);
  return rows[0] ? toStored(rows[0]) : null;
}

/** The first (opening) snapshot of an event, for line movement. */
export async function openingSnapshot(db: Queryable, eventId: string): Promise<{ takenAt: string; bookmakers: BookmakerOdds[] } | null> {
  const { rows } = await db.query<{ taken_at: Date; bookmakers: BookmakerOdds[] }>(
    'SELECT taken_at, bookmakers FROM odds_snapshots WHERE event_id = $1 ORDER BY taken_at ASC LIMIT 1',
    [eventId],
  );
  return rows[0] ? { takenAt: iso(rows[0].taken_at), bookmakers: rows[0].bookmakers } : null;
}

export async function snapshotCount(db: Queryable, eventId: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM odds_snapshots WHERE event_id = $1', [eventId]);
  return Number(rows[0]?.n ?? 0);
}

/** Sports with a game that has started (within `days`) and has no final yet: the score poll's work. */
export async function sportsAwaitingFinals(db: Queryable, simulated: boolean, now: Date, days: number): Promise<Array<{ sportKey: string; oldest: Date }>> {
  const { rows } = await db.query<{ sport_key: string; oldest: Date }>(
    `SELECT e.sport_key, min(e.commence_time) AS oldest FROM events e
     WHERE e.simulated = $1 AND e.commence_time <= $2 AND e.commence_time > $2::timestamptz - make_interval(days => $3)
       AND NOT EXISTS (SELECT 1 FROM game_finals f WHERE f.event_id = e.id)
     GROUP BY e.sport_key ORDER BY e.sport_key`,
    [simulated, now.toISOString(), days],
  );
  return rows.map((r) => ({ sportKey: r.sport_key, oldest: r.oldest }));
}

/** Stores a live or final score; true when it changed anything. */
export async function upsertScore(db: Queryable, s: { eventId: string; home: number; away: number; completed: boolean; lastUpdate: string | null }): Promise<boolean> {
  const r = await db.query(
    `INSERT INTO scores (event_id, home_score, away_score, completed, last_update) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (event_id) DO UPDATE SET home_score = EXCLUDED.home_score, away_score = EXCLUDED.away_score,
       completed = EXCLUDED.completed, last_update = EXCLUDED.last_update, updated_at = now()
     WHERE (scores.home_score, scores.away_score, scores.completed) IS DISTINCT FROM (EXCLUDED.home_score, EXCLUDED.away_score, EXCLUDED.completed)
     RETURNING event_id`,
    [s.eventId, s.home, s.away, s.completed, s.lastUpdate],
  );
  return (r.rowCount ?? 0) > 0;
}

/** Records a final; true only for the one caller whose insert created the row. */
export async function insertFinal(db: Queryable, f: { eventId: string; home: number; away: number; completedAt: string }): Promise<boolean> {
  const r = await db.query(
    `INSERT INTO game_finals (event_id, home_score, away_score, completed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [f.eventId, f.home, f.away, f.completedAt],
  );
  return (r.rowCount ?? 0) > 0;
}

export async function finalIds(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.query<{ event_id: string }>('SELECT event_id FROM game_finals WHERE event_id = ANY($1::text[])', [ids]);
  return new Set(rows.map((r) => r.event_id));
}

export async function recordForcedFinal(db: Queryable, eventId: string, sportKey: string, at: Date): Promise<Date> {
  await db.query('INSERT INTO forced_finals (event_id, sport_key, forced_at) VALUES ($1, $2, $3) ON CONFLICT (event_id) DO NOTHING', [eventId, sportKey, at.toISOString()]);
  const { rows } = await db.query<{ forced_at: Date }>('SELECT forced_at FROM forced_finals WHERE event_id = $1', [eventId]);
  return rows[0]?.forced_at ?? at;
}

export async function forcedFinalsSince(db: Queryable, since: Date): Promise<Array<{ eventId: string; forcedAt: Date }>> {
  const { rows } = await db.query<{ event_id: string; forced_at: Date }>('SELECT event_id, forced_at FROM forced_finals WHERE forced_at >= $1', [since.toISOString()]);
  return rows.map((r) => ({ eventId: r.event_id, forcedAt: r.forced_at }));
}

export async function saveQuota(db: Queryable, q: Quota, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO api_quota (id, remaining, used, last, updated_at) VALUES (1, $1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET remaining = EXCLUDED.remaining, used = EXCLUDED.used, last = EXCLUDED.last, updated_at = EXCLUDED.updated_at`,
    [q.remaining, q.used, q.last, at.toISOString()],
  );
}

export async function loadQuota(db: Queryable): Promise<(Quota & { updatedAt: string }) | null> {
  const { rows } = await db.query<{ remaining: number | null; used: number | null; last: number | null; updated_at: Date }>('SELECT remaining, used, last, updated_at FROM api_quota WHERE id = 1');
  const r = rows[0];
  return r ? { remaining: r.remaining, used: r.used, last: r.last, updatedAt: r.updated_at.toISOString() } : null;
}

/**
 * Keeps the opening and closing snapshot of games that started more than `days` ago and drops the
 * ones between (line movement of old games needs only the two ends). Returns rows removed.
 */
export async function pruneSnapshots(db: Queryable, now: Date, days: number): Promise<number> {
  const r = await db.query(
    `DELETE FROM odds_snapshots o USING events e
     WHERE o.event_id = e.id AND e.commence_time < $1::timestamptz - make_interval(days => $2)
       AND o.taken_at > (SELECT min(taken_at) FROM odds_snapshots x WHERE x.event_id = o.event_id)
       AND o.taken_at < (SELECT max(taken_at) FROM odds_snapshots x WHERE x.event_id = o.event_id)`,
    [now.toISOString(), days],
  );
  return r.rowCount ?? 0;
}

/** Upcoming events of a sport in (now, to] with no final and no scratch: what a refresh should list. */
export async function upcomingEvents(db: Queryable, sportKey: string, simulated: boolean, now: Date, to: Date): Promise<GameEvent[]> {
  const { rows } = await db.query<{ id: string; sport_key: string; home_team: string; away_team: string; commence_time: Date }>(
    `SELECT e.id, e.sport_key, e.home_team, e.away_team, e.commence_time FROM events e
     WHERE e.sport_key = $1 AND e.simulated = $2 AND e.commence_time > $3 AND e.commence_time <= $4
       AND NOT EXISTS (SELECT 1 FROM game_finals f WHERE f.event_id = e.id)
       AND NOT EXISTS (SELECT 1 FROM event_scratches s WHERE s.event_id = e.id)
     ORDER BY e.id`,
    [sportKey, simulated, now.toISOString(), to.toISOString()],
  );
  return rows.map((r) => ({ id: r.id, sport: r.sport_key, homeTeam: r.home_team, awayTeam: r.away_team, commenceTime: iso(r.commence_time) }));
}

/** Records a scratch; true only for the one caller whose insert created the row. */
export async function insertScratch(
  db: Queryable,
  s: { eventId: string; status: 'postponed' | 'cancelled'; reason: string; newEventId: string | null; newCommence: string | null; seenAt: Date },
): Promise<boolean> {
  const r = await db.query(
    `INSERT INTO event_scratches (event_id, status, reason, new_event_id, new_commence, seen_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [s.eventId, s.status, s.reason, s.newEventId, s.newCommence, s.seenAt.toISOString()],
  );
  return (r.rowCount ?? 0) > 0;
}

/** The recorded final scores of these events. */
export async function finalScores(db: Queryable, ids: readonly string[]): Promise<Map<string, { home: number; away: number }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ event_id: string; home_score: number; away_score: number }>(
    'SELECT event_id, home_score, away_score FROM game_finals WHERE event_id = ANY($1::text[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.event_id, { home: r.home_score, away: r.away_score }]));
}

/**
 * A corrected final: game_finals takes the new score and the old one is kept in
 * game_final_corrections, under the row lock; true only for the caller that changed it.
 */
export async function correctFinal(db: Queryable, f: { eventId: string; home: number; away: number; seenAt: Date }): Promise<boolean> {
  const r = await db.query(
    `WITH old AS (SELECT home_score, away_score FROM game_finals WHERE event_id = $1 FOR UPDATE),
     upd AS (
       UPDATE game_finals g SET home_score = $2, away_score = $3 FROM old
       WHERE g.event_id = $1 AND (old.home_score, old.away_score) IS DISTINCT FROM ($2::int, $3::int)
       RETURNING old.home_score AS old_home, old.away_score AS old_away)
     INSERT INTO game_final_corrections (event_id, old_home, old_away, new_home, new_away, seen_at)
     SELECT $1, old_home, old_away, $2, $3, $4 FROM upd RETURNING id`,
    [f.eventId, f.home, f.away, f.seenAt.toISOString()],
  );
  return (r.rowCount ?? 0) > 0;
}
