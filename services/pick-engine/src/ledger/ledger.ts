// The pick log as the service uses it: signs checkpoints (after every publish and once a day) and
// answers proofs. Proofs are made against the latest signed checkpoint, so every answer can be
// checked with the published key alone. Trees are recomputed from the stored leaf hashes on each
// request (linear in the log's size, a few thousand picks a year).
import { easternDate } from '@gary/betting';
import { invalid, notFound, type Logger, type Pool } from '@gary/platform';
import { checkpointBody, consistencyProof, inclusionProof, rootHash, verifierKey } from '@gary/pick-log/node';
import { signNote, type NoteSigner } from './signed-note';
import { checkpointsOn, hasDailyCheckpoint, insertCheckpoint, latestCheckpoint, leafHashes, leafOf, treeSize, type CheckpointRow } from './ledger-repo';

export interface LedgerProof {
  leafIndex: number;
  treeSize: number;
  leafHash: string;
  /** The exact JCS text that was hashed. */
  record: string;
  inclusion: string[];
  checkpoint: string;
  commenceTime: string;
}

const b64 = (b: Buffer) => b.toString('base64');

export function createLedger(d: {
  pool: Pool;
  signer: NoteSigner;
  origin: string;
  now: () => Date;
  logger: Logger;
  /** Called with each stored checkpoint (the git export); its failure is logged, not thrown. */
  onCheckpoint?: (c: CheckpointRow) => Promise<unknown>;
}) {
  const { pool, signer, origin } = d;

  async function sign(reason: CheckpointRow['reason']): Promise<CheckpointRow> {
    const size = await treeSize(pool);
    const root = rootHash(await leafHashes(pool, size));
    const now = d.now();
    const day = easternDate(now);
    const row: CheckpointRow = {
      treeSize: size,
      rootHash: root,
      note: signNote(checkpointBody(origin, size, root), signer),
      reason,
      date: day.ok ? day.value : now.toISOString().slice(0, 10),
      signedAt: now.toISOString(),
    };
    const stored = await insertCheckpoint(pool, { ...row, keyId: signer.keyId.toString('hex') });
    if (stored && d.onCheckpoint) await d.onCheckpoint(row).catch((err) => d.logger.warn({ err, treeSize: size }, 'exporting the checkpoint failed'));
    return row;
  }

  /** The latest checkpoint, signing one when none covers the whole log yet. */
  async function current(): Promise<CheckpointRow> {
    const [latest, size] = await Promise.all([latestCheckpoint(pool), treeSize(pool)]);
    return latest && latest.treeSize >= size ? latest : sign('publish');
  }

  return {
    origin,
    verifierKey: verifierKey(signer.name, signer.publicKey),

    /** After a publish: a checkpoint over the log with the new picks in it. */
    checkpointAfterPublish: () => sign('publish'),

    /** Once a day (Eastern date): idempotent, the database keeps one daily checkpoint per date. */
    async dailyCheckpoint(): Promise<boolean> {
      const day = easternDate(d.now());
      if (day.ok && (await hasDailyCheckpoint(pool, day.value))) return false;
      await sign('daily');
      return true;
    },

    current,
    checkpointsOn: (date: string) => checkpointsOn(pool, date),

    async proof(pickId: string): Promise<LedgerProof> {
      const leaf = await leafOf(pool, pickId);
      if (!leaf) throw notFound('pick_not_found', 'That pick does not exist.');
      const cp = await current();
      const hashes = await leafHashes(pool, cp.treeSize);
      return {
        leafIndex: leaf.leafIndex,
        treeSize: cp.treeSize,
        leafHash: b64(leaf.leafHash),
        record: leaf.record,
        inclusion: inclusionProof(leaf.leafIndex, hashes).map(b64),
        checkpoint: cp.note,
        commenceTime: leaf.commenceTime,
      };
    },

    async consistency(from: number, to: number): Promise<{ from: number; to: number; proof: string[] }> {
      if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < from) throw invalid('invalid_range', 'from and to must be tree sizes with 0 <= from <= to');
      const size = await treeSize(pool);
      if (to > size) throw invalid('invalid_range', `to is beyond the log's size (${size})`);
      return { from, to, proof: consistencyProof(from, await leafHashes(pool, to)).map(b64) };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
