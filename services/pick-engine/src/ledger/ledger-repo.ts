// Postgres repository of the pick log: leaves, checkpoints and the signing key. The tables'
// constraints and triggers (migrations/0003_ledger.sql), not this code, keep the log append-only.
import type { Queryable } from '@gary/platform';
import { leafText } from '@gary/pick-log';
import { leafHash } from '@gary/pick-log/node';
import { leafRecord, type PublishedPick } from './leaf-record';

export interface LeafRow {
  leafIndex: number;
  pickId: string;
  record: string;
  leafHash: Buffer;
  commenceTime: string;
}

export interface CheckpointRow {
  treeSize: number;
  rootHash: Buffer;
  note: string;
  reason: 'publish' | 'daily';
  date: string;
  signedAt: string;
}

const LEDGER_LOCK = `SELECT pg_advisory_xact_lock(hashtext('pick-engine:ledger'))`;

/**
 * Appends the picks (in the order given) that are not logged yet; a pick already logged keeps its
 * leaf. Call inside the transaction that publishes them, so a pick is published iff it is logged.
 */
export async function appendLeaves(tx: Queryable, picks: readonly PublishedPick[], at: Date): Promise<number> {
  await tx.query(LEDGER_LOCK);
  let appended = 0;
  for (const p of picks) {
    const text = leafText(leafRecord(p));
    const res = await tx.query(
      `INSERT INTO ledger_leaves (leaf_index, pick_id, record, leaf_hash, commence_time, appended_at)
       SELECT coalesce(max(leaf_index) + 1, 0), $1, $2, $3, $4, $5 FROM ledger_leaves
       ON CONFLICT (pick_id) DO NOTHING`,
      [p.pickId, text, leafHash(Buffer.from(text, 'utf8')), p.gameTime, at.toISOString()],
    );
    appended += res.rowCount ?? 0;
  }
  return appended;
}

export async function treeSize(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_leaves');
  return Number(rows[0]?.n ?? 0);
}

/** Leaf hashes of the first `size` leaves, in log order. */
export async function leafHashes(db: Queryable, size: number): Promise<Buffer[]> {
  const { rows } = await db.query<{ leaf_hash: Buffer }>('SELECT leaf_hash FROM ledger_leaves WHERE leaf_index < $1 ORDER BY leaf_index', [size]);
  return rows.map((r) => r.leaf_hash);
}

export async function leafOf(db: Queryable, pickId: string): Promise<LeafRow | null> {
  const { rows } = await db.query('SELECT leaf_index, pick_id, record, leaf_hash, commence_time FROM ledger_leaves WHERE pick_id = $1', [pickId]);
  const r = rows[0];
  if (!r) return null;
  return { leafIndex: Number(r.leaf_index), pickId: String(r.pick_id), record: String(r.record), leafHash: r.leaf_hash as Buffer, commenceTime: (r.commence_time as Date).toISOString() };
}

const toCheckpoint = (r: Record<string, unknown>): CheckpointRow => ({
  treeSize: Number(r.tree_size),
  rootHash: r.root_hash as Buffer,
  note: String(r.note),
  reason: r.reason as CheckpointRow['reason'],
  date: String(r.date),
  signedAt: (r.signed_at as Date).toISOString(),
});
const CP_COLUMNS = `tree_size, root_hash, note, reason, to_char(date, 'YYYY-MM-DD') AS date, signed_at`;

/** Stores a signed checkpoint; a second daily one for the same date is refused by the index and ignored. */
export async function insertCheckpoint(db: Queryable, c: CheckpointRow & { keyId: string }): Promise<boolean> {
  const res = await db.query(
    `INSERT INTO ledger_checkpoints (tree_size, root_hash, note, key_id, reason, date, signed_at) VALUES ($1,$2,$3,$4,$5,$6,$7)
     ON CONFLICT (date) WHERE reason = 'daily' DO NOTHING`,
    [c.treeSize, c.rootHash, c.note, c.keyId, c.reason, c.date, c.signedAt],
  );
  return (res.rowCount ?? 0) > 0;
}

export async function latestCheckpoint(db: Queryable): Promise<CheckpointRow | null> {
  const { rows } = await db.query(`SELECT ${CP_COLUMNS} FROM ledger_checkpoints ORDER BY tree_size DESC, id DESC LIMIT 1`);
  return rows[0] ? toCheckpoint(rows[0]) : null;
}

export async function checkpointsOn(db: Queryable, date: string): Promise<CheckpointRow[]> {
  const { rows } = await db.query(`SELECT ${CP_COLUMNS} FROM ledger_checkpoints WHERE date = $1 ORDER BY id`, [date]);
  return rows.map(toCheckpoint);
}

export async function hasDailyCheckpoint(db: Queryable, date: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ledger_checkpoints WHERE date = $1 AND reason = 'daily'`, [date]);
  return rows.length > 0;
}
