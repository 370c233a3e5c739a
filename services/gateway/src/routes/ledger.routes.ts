// The pick log, public: the latest signed checkpoint and the key that verifies it (text/plain, in the
// C2SP note formats), a day's checkpoints, inclusion and consistency proofs, and a bundle with all an
// offline verifier needs for one pick.
//
// Leaf hashes, indexes and proofs are public for every pick: the record's random salt makes its hash
// reveal nothing. The record itself follows the gateway's one rule (pick-access.ts: Pro, the day's free
// pick, graded picks) plus one case of the ledger's own: once its game has started a pick's record is
// public, and the proof shows it was logged before. Until then a caller who may not read it gets
// `record: null`.
import type { picksV1 } from '@gary/protos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parse } from '../validate';
import { isGraded, mayReadPick, type Plan } from './pick-access';
import { dateParam } from './slate.routes';

export interface LedgerRoutesOptions {
  planOf: (caller: FastifyRequest['caller']) => Promise<Plan>;
  now?: () => Date;
}

const pickParams = z.object({ pickId: z.string().trim().min(1, 'pickId is required').max(100, 'pickId is too long') });
const checkpointsQuery = z.object({ date: dateParam });
const size = (name: string) => z.coerce.number({ error: `${name} must be a tree size` }).int(`${name} must be a whole number`).min(0, `${name} must be 0 or more`).max(Number.MAX_SAFE_INTEGER);
const consistencyQuery = z.object({ from: size('from'), to: size('to') }).refine((q) => q.from <= q.to, { message: 'from must not exceed to', path: ['from'] });

const base64s = z.array(z.string());
const record = z.record(z.string(), z.unknown()).nullable();
const proofBody = z.object({ leafIndex: z.number(), treeSize: z.number(), leafHash: z.string(), record, inclusion: base64s, checkpoint: z.string() });
const checkpointBody = z.object({ note: z.string(), treeSize: z.number(), rootHash: z.string(), reason: z.enum(['publish', 'daily']), signedAt: z.string() });
const checkpointsBody = z.object({ date: z.string(), checkpoints: z.array(checkpointBody) });
const consistencyBody = z.object({ from: z.number(), to: z.number(), proof: base64s });
const timestampBody = z.object({ treeSize: z.number(), checkpoint: z.string(), digest: z.string(), status: z.enum(['pending', 'complete']), calendars: z.array(z.string()), stampedAt: z.string(), upgradedAt: z.string().nullable(), ots: z.string() });
const timestampsBody = z.object({ date: z.string(), timestamps: z.array(timestampBody) });
const bundleBody = proofBody.extend({ format: z.literal('gary-pick-log-bundle/1'), origin: z.string(), verifierKey: z.string(), leaf: z.string().nullable() });

export async function ledgerRoutes(app: FastifyInstance, opts: LedgerRoutesOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const engine = () => app.services('pick-engine');

  /** Whether this caller may read the record of the pick the proof is for. */
  async function mayReadRecord(req: FastifyRequest, proof: picksV1.LedgerProof__Output): Promise<boolean> {
    if (Date.parse(proof.commenceTime) <= now().getTime()) return true;
    const plan = await opts.planOf(req.caller).catch(() => 'free' as const);
    if (plan === 'pro') return true;
    const pick = await engine().GetPick({ pickId: JSON.parse(proof.record).pickId }, app.callOptions(req));
    return mayReadPick(pick, plan);
  }

  async function proofFor(req: FastifyRequest) {
    const { pickId } = parse(pickParams, req.params);
    const p = await engine().GetLedgerProof({ pickId }, app.callOptions(req));
    const readable = await mayReadRecord(req, p);
    return {
      body: {
        leafIndex: Number(p.leafIndex),
        treeSize: Number(p.treeSize),
        leafHash: p.leafHash,
        record: readable ? (JSON.parse(p.record) as Record<string, unknown>) : null,
        inclusion: p.inclusion,
        checkpoint: p.checkpoint,
      },
      leaf: readable ? p.record : null,
    };
  }

  const cp = (c: picksV1.LedgerCheckpoint__Output) => ({ note: c.note, treeSize: Number(c.treeSize), rootHash: c.rootHash, reason: c.reason as 'publish' | 'daily', signedAt: c.signedAt });

  app.get('/api/ledger/checkpoint', { config: { openapi: { summary: "The pick log's latest signed checkpoint (a C2SP signed note, text/plain)", tags: ['ledger'] } } }, async (req, reply) => {
    const c = await engine().GetLedgerCheckpoint({}, app.callOptions(req));
    return reply.type('text/plain; charset=utf-8').send(c.note);
  });

  app.get('/api/ledger/key', { config: { openapi: { summary: "The pick log's verifier key: <name>+<hex key id>+<base64(0x01 || Ed25519 public key)> (text/plain)", tags: ['ledger'] } } }, async (req, reply) => {
    const k = await engine().GetLedgerKey({}, app.callOptions(req));
    return reply.type('text/plain; charset=utf-8').send(`${k.verifierKey}\n`);
  });

  app.get('/api/ledger/checkpoints', { config: { openapi: { summary: 'The checkpoints signed on an Eastern date', tags: ['ledger'], query: checkpointsQuery, response: checkpointsBody } } }, async (req) => {
    const { date } = parse(checkpointsQuery, req.query);
    const res = await engine().ListLedgerCheckpoints({ date }, app.callOptions(req));
    return { date, checkpoints: res.checkpoints.map(cp) };
  });

  app.get('/api/ledger/proof/:pickId', { config: { openapi: { summary: "A pick's leaf and inclusion proof against the latest checkpoint (record null while private)", tags: ['ledger'], response: proofBody } } }, async (req) => (await proofFor(req)).body);

  app.get('/api/ledger/consistency', { config: { openapi: { summary: 'A consistency proof between two tree sizes (RFC 9162)', tags: ['ledger'], query: consistencyQuery, response: consistencyBody } } }, async (req) => {
    const q = parse(consistencyQuery, req.query);
    const res = await engine().GetLedgerConsistency({ from: q.from, to: q.to }, app.callOptions(req));
    return { from: Number(res.from), to: Number(res.to), proof: res.proof };
  });

  app.get('/api/ledger/ots', { config: { openapi: { summary: "OpenTimestamps proofs of an Eastern date's daily checkpoint: `ots` is the base64 .ots file of SHA-256(checkpoint)", tags: ['ledger'], query: checkpointsQuery, response: timestampsBody } } }, async (req) => {
    const { date } = parse(checkpointsQuery, req.query);
    const res = await engine().ListLedgerTimestamps({ date }, app.callOptions(req));
    return {
      date,
      timestamps: res.timestamps.map((t) => ({
        treeSize: Number(t.treeSize),
        checkpoint: t.checkpoint,
        digest: t.digest,
        status: t.status as 'pending' | 'complete',
        calendars: t.calendars,
        stampedAt: t.stampedAt,
        upgradedAt: t.upgradedAt || null,
        ots: t.ots,
      })),
    };
  });

  app.get('/api/ledger/bundle/:pickId', { config: { openapi: { summary: 'Everything the offline verifier needs for one pick, in one JSON file', tags: ['ledger'], response: bundleBody } } }, async (req, reply) => {
    const [{ body, leaf }, key] = await Promise.all([proofFor(req), engine().GetLedgerKey({}, app.callOptions(req))]);
    reply.header('content-disposition', `attachment; filename="gary-pick-${body.record ? String(body.record.pickId) : 'bundle'}.json"`);
    return { format: 'gary-pick-log-bundle/1' as const, origin: key.origin, verifierKey: key.verifierKey, ...body, leaf };
  });
}
