// The pick log's gRPC handlers: the latest signed checkpoint, the verifier key, a day's checkpoints,
// inclusion and consistency proofs, a day's OpenTimestamps proofs. The gateway decides who reads a record.
import { invalid, type Pool, type ServiceImpl } from '@gary/platform';
import type { picksV1 } from '@gary/protos';
import { dateOf } from '../grpc/request-args';
import type { Ledger } from './ledger';
import type { CheckpointRow } from './ledger-repo';
import { timestampsOn } from './ots-stamper';

const toProtoCheckpoint = (c: CheckpointRow): picksV1.LedgerCheckpoint => ({
  note: c.note,
  treeSize: c.treeSize,
  rootHash: c.rootHash.toString('base64'),
  reason: c.reason,
  signedAt: c.signedAt,
});

export function ledgerHandlers(d: { pool: Pool; ledger: () => Promise<Ledger> }): Pick<ServiceImpl<'pick-engine'>, 'GetLedgerCheckpoint' | 'GetLedgerKey' | 'ListLedgerCheckpoints' | 'GetLedgerProof' | 'GetLedgerConsistency' | 'ListLedgerTimestamps'> {
  return {
    async GetLedgerCheckpoint() {
      return toProtoCheckpoint(await (await d.ledger()).current());
    },

    async GetLedgerKey() {
      const l = await d.ledger();
      return { verifierKey: l.verifierKey, origin: l.origin };
    },

    async ListLedgerCheckpoints(req) {
      const date = dateOf(req.date);
      if (!date) throw invalid('invalid_date', 'date is required (YYYY-MM-DD)');
      return { checkpoints: (await (await d.ledger()).checkpointsOn(date)).map(toProtoCheckpoint) };
    },

    async GetLedgerProof(req) {
      if (!req.pickId) throw invalid('invalid_pick_id', 'pickId is required');
      return (await d.ledger()).proof(req.pickId);
    },

    async GetLedgerConsistency(req) {
      return (await d.ledger()).consistency(Number(req.from), Number(req.to));
    },

    async ListLedgerTimestamps(req) {
      const date = dateOf(req.date);
      if (!date) throw invalid('invalid_date', 'date is required (YYYY-MM-DD)');
      const rows = await timestampsOn(d.pool, date);
      return {
        timestamps: rows.map((t) => ({
          treeSize: t.treeSize,
          checkpoint: t.note,
          digest: t.digest.toString('hex'),
          ots: t.proof.toString('base64'),
          status: t.status,
          calendars: t.calendars,
          stampedAt: t.stampedAt,
          upgradedAt: t.upgradedAt ?? '',
        })),
      };
    },
  };
}
