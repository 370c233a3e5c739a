// OpenTimestamps for the pick log: each daily checkpoint's note is stamped at the configured calendars,
// and its pending proof is upgraded until a calendar has anchored it in Bitcoin. The proof is a
// detached `.ots` file of SHA-256(note), the exact bytes of `checkpoints/<date>/<size>.txt` in the git
// export, so `ots verify <size>.txt.ots` checks it with the reference client.
//
// Stamping follows the reference client: the file digest gets a random 16-byte nonce appended and is
// hashed again before it is sent (a calendar learns nothing of what it stamps), and the answers of
// every calendar that answered are merged under that one message. At least one must answer.
import { randomBytes, createHash } from 'node:crypto';
import type { Logger, Queryable } from '@gary/platform';
import { CalendarError, type CalendarClient } from './ots-calendar';
import { addOp, allAttestations, mergeTimestamp, newTimestamp, parseDetached, serializeDetached, type OtsTimestamp } from './ots-format';

export interface StoredTimestamp {
  checkpointId: number;
  date: string;
  treeSize: number;
  note: string;
  digest: Buffer;
  proof: Buffer;
  calendars: string[];
  status: 'pending' | 'complete';
  stampedAt: string;
  upgradedAt: string | null;
}

/** The public calendars the reference client trusts for upgrades, beside the configured ones. */
const PUBLIC_CALENDAR_HOSTS = [/\.calendar\.opentimestamps\.org$/u, /\.calendar\.eternitywall\.com$/u, /\.calendar\.catallaxy\.com$/u];

const COLUMNS = `t.checkpoint_id, to_char(c.date, 'YYYY-MM-DD') AS date, c.tree_size, c.note, t.digest, t.proof, t.calendars, t.status, t.stamped_at, t.upgraded_at`;
const toStored = (r: Record<string, unknown>): StoredTimestamp => ({
  checkpointId: Number(r.checkpoint_id),
  date: String(r.date),
  treeSize: Number(r.tree_size),
  note: String(r.note),
  digest: r.digest as Buffer,
  proof: r.proof as Buffer,
  calendars: r.calendars as string[],
  status: r.status as StoredTimestamp['status'],
  stampedAt: (r.stamped_at as Date).toISOString(),
  upgradedAt: r.upgraded_at ? (r.upgraded_at as Date).toISOString() : null,
});

export async function timestampsOn(db: Queryable, date: string): Promise<StoredTimestamp[]> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM ledger_timestamps t JOIN ledger_checkpoints c ON c.id = t.checkpoint_id WHERE c.date = $1 ORDER BY c.id`, [date]);
  return rows.map(toStored);
}

const isComplete = (t: OtsTimestamp) => allAttestations(t).some((a) => a.attestation.kind === 'bitcoin');

export function createOtsStamper(d: {
  db: Queryable;
  calendars: readonly string[];
  client: CalendarClient;
  now: () => Date;
  logger: Logger;
  /** Pending proofs older than this are no longer asked about (calendars anchor within hours). */
  upgradeForDays?: number;
  /** Called with each stored or upgraded proof (the git export); its failure is logged, not thrown. */
  onProof?: (t: StoredTimestamp) => Promise<unknown>;
}) {
  const upgradeForDays = d.upgradeForDays ?? 30;
  const configured = new Set(d.calendars);
  const mayAsk = (uri: string): boolean => {
    if (configured.has(uri)) return true;
    try {
      const u = new URL(uri);
      return u.protocol === 'https:' && PUBLIC_CALENDAR_HOSTS.some((h) => h.test(u.hostname));
    } catch {
      return false;
    }
  };

  const exported = async (t: StoredTimestamp) => {
    if (d.onProof) await d.onProof(t).catch((err) => d.logger.warn({ err, treeSize: t.treeSize }, 'exporting the timestamp failed'));
  };

  /** Stamps one checkpoint's note at every calendar; the proof, or null when none answered. */
  async function stampNote(note: string): Promise<{ digest: Buffer; proof: OtsTimestamp; answered: string[] } | null> {
    const digest = createHash('sha256').update(note, 'utf8').digest();
    const root = newTimestamp(digest);
    const tip = addOp(addOp(root, { kind: 'append', arg: randomBytes(16) }), { kind: 'sha256' });
    const answered: string[] = [];
    for (const calendar of d.calendars) {
      try {
        mergeTimestamp(tip, await d.client.submit(calendar, tip.msg));
        answered.push(calendar);
      } catch (err) {
        d.logger.warn({ calendar, err: err instanceof CalendarError ? err.message : String(err) }, 'OpenTimestamps calendar did not stamp');
      }
    }
    return answered.length > 0 ? { digest, proof: root, answered } : null;
  }

  /** Daily checkpoints with no proof yet: stamped, stored (once: the key is the checkpoint). */
  async function stampDaily(): Promise<number> {
    const { rows } = await d.db.query<{ id: string; note: string }>(
      `SELECT c.id, c.note FROM ledger_checkpoints c LEFT JOIN ledger_timestamps t ON t.checkpoint_id = c.id
       WHERE c.reason = 'daily' AND t.checkpoint_id IS NULL ORDER BY c.id`,
    );
    let stamped = 0;
    for (const r of rows) {
      const s = await stampNote(r.note);
      if (!s) continue;
      const res = await d.db.query(
        `INSERT INTO ledger_timestamps (checkpoint_id, digest, proof, calendars, status, stamped_at)
         SELECT id, $2, $3, $4, $5, $6 FROM ledger_checkpoints WHERE id = $1 AND sha256(convert_to(note, 'UTF8')) = $2
         ON CONFLICT (checkpoint_id) DO NOTHING`,
        [r.id, s.digest, serializeDetached(s.proof), s.answered, isComplete(s.proof) ? 'complete' : 'pending', d.now().toISOString()],
      );
      if ((res.rowCount ?? 0) === 0) continue;
      stamped++;
      const stored = await byCheckpoint(Number(r.id));
      if (stored) await exported(stored);
    }
    return stamped;
  }

  async function byCheckpoint(id: number): Promise<StoredTimestamp | null> {
    const { rows } = await d.db.query(`SELECT ${COLUMNS} FROM ledger_timestamps t JOIN ledger_checkpoints c ON c.id = t.checkpoint_id WHERE t.checkpoint_id = $1`, [id]);
    return rows[0] ? toStored(rows[0]) : null;
  }

  /** Asks the calendars of each pending proof whether they have anchored it; stores what they add. */
  async function upgradePending(): Promise<number> {
    const since = new Date(d.now().getTime() - upgradeForDays * 86_400_000).toISOString();
    const { rows } = await d.db.query(
      `SELECT ${COLUMNS} FROM ledger_timestamps t JOIN ledger_checkpoints c ON c.id = t.checkpoint_id WHERE t.status = 'pending' AND t.stamped_at >= $1 ORDER BY c.id`,
      [since],
    );
    let upgraded = 0;
    for (const stored of rows.map(toStored)) {
      const proof = parseDetached(stored.proof);
      let changed = false;
      for (const { msg, attestation } of allAttestations(proof)) {
        if (attestation.kind !== 'pending' || !mayAsk(attestation.uri)) continue;
        try {
          const answer = await d.client.timestamp(attestation.uri, msg);
          if (!answer) continue;
          mergeTimestamp(findNode(proof, msg)!, answer);
          changed = true;
        } catch (err) {
          d.logger.warn({ calendar: attestation.uri, err: String(err) }, 'OpenTimestamps upgrade failed');
        }
      }
      if (!changed) continue;
      const res = await d.db.query(
        `UPDATE ledger_timestamps SET proof = $2, status = $3, upgraded_at = $4 WHERE checkpoint_id = $1 AND proof = $5`,
        [stored.checkpointId, serializeDetached(proof), isComplete(proof) ? 'complete' : 'pending', d.now().toISOString(), stored.proof],
      );
      if ((res.rowCount ?? 0) === 0) continue;
      upgraded++;
      const after = await byCheckpoint(stored.checkpointId);
      if (after) await exported(after);
    }
    return upgraded;
  }

  return {
    /** One run of the job: stamp what is new, upgrade what is pending. */
    async run(): Promise<{ stamped: number; upgraded: number }> {
      const stamped = await stampDaily();
      const upgraded = await upgradePending();
      if (stamped || upgraded) d.logger.info({ stamped, upgraded }, 'pick log OpenTimestamps');
      return { stamped, upgraded };
    },
  };
}

function findNode(t: OtsTimestamp, msg: Buffer): OtsTimestamp | null {
  if (t.msg.equals(msg)) return t;
  for (const e of t.ops) {
    const found = findNode(e.stamp, msg);
    if (found) return found;
  }
  return null;
}

export type OtsStamper = ReturnType<typeof createOtsStamper>;
