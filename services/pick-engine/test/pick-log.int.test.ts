// The pick log against the real schema: publishing appends each pick (in the same transaction),
// the database keeps the log append-only, proofs verify against the signed checkpoint, and the
// key comes from LEDGER_SIGNING_KEY when set.
import { randomBytes } from 'node:crypto';
import { createMemoryLock } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start } from '../src';
import { storePicks } from '../src/generation/store-picks';
import { candidate, storeDeps, until } from './engine-kit';
import { pickById } from '../src/adapters/picks-repo';
import { insertDay, insertPick } from '../src/generation/adapters/publish-repo';
import { appendLeaves } from '../src/ledger/ledger-repo';
import { leafHash, openCheckpoint, rootFromInclusion, verifyConsistency } from '@gary/pick-log/node';
import { noteSigner, privateKeyFromSeed, verifierKey } from '../src/ledger/signed-note';

let svc: ServiceUnderTest<'pick-engine'>;
const seed = randomBytes(32);
const lock = createMemoryLock();
const deps = storeDeps(() => svc, lock);


beforeAll(async () => {
  svc = await startServiceForTest({
    name: 'pick-engine', readConfig, start,
    env: { PICKS_SCHEDULER: 'false', PICKS_GENERATE_ON_START: 'false', LEDGER_SIGNING_KEY: seed.toString('base64'), LEDGER_ORIGIN: 'test.gary/log' },
  });
});
afterAll(() => svc?.stop());

const count = async (sql: string) => Number((await svc.pool.query(sql)).rows[0]!.n);

test('"The signing key comes from the environment (LEDGER_SIGNING_KEY)": the published verifier key is that key\'s', async () => {
  const s = noteSigner('test.gary/log', privateKeyFromSeed(seed));
  expect(await svc.client.GetLedgerKey({})).toEqual({ verifierKey: verifierKey('test.gary/log', s.publicKey), origin: 'test.gary/log' });
  // The private half stays in the environment.
  expect(await count('SELECT count(*) AS n FROM ledger_keys WHERE private_key IS NOT NULL')).toBe(0);
});

test('"A checkpoint is signed ... once a day": the start-up signs the day\'s checkpoint once', async () => {
  // The start-up run is a job of its own, beside the others: wait for it, then make sure it signed once.
  const daily = () => count(`SELECT count(*) AS n FROM ledger_checkpoints WHERE reason = 'daily'`);
  await until(async () => (await daily()) > 0, 'the start-up daily checkpoint');
  expect(await daily()).toBe(1);
});

test('"every published pick goes into an append-only Merkle log": publishing logs each pick in publish order, with a proof against a signed checkpoint', async () => {
  const before = await svc.client.GetLedgerCheckpoint({});
  const fade = { type: 'spread' as const, side: 'home' as const, line: -2.5, odds: -112, bookmaker: 'fanduel', fadeText: 'Boston Celtics -2.5 -112', probability: 0.4 };
  const out = await storePicks(deps(), '2026-05-01', [candidate(), candidate({ eventId: 'e2', pickText: 'Miami Heat +2.5 -110', type: 'spread', line: 2.5, odds: -110, fade })], null);
  if (!out.ok) throw new Error(out.message);
  const { key } = { key: (await svc.client.GetLedgerKey({})).verifierKey };
  const after = await svc.client.GetLedgerCheckpoint({});
  expect(Number(after.treeSize)).toBe(Number(before.treeSize) + 2);
  const cp = openCheckpoint(after.note, key)!;
  expect(cp).toMatchObject({ origin: 'test.gary/log', size: Number(after.treeSize) });
  for (const [i, pickId] of out.pickIds.entries()) {
    const proof = await svc.client.GetLedgerProof({ pickId });
    expect(Number(proof.leafIndex)).toBe(Number(before.treeSize) + i);
    const record = JSON.parse(proof.record);
    const pick = (await pickById(svc.pool, pickId))!;
    expect(record).toMatchObject({ v: 2, pickId, price: pick.odds, probability: 0.6, modelProbability: 0.61, modelVersion: 'nba-elo-test', factsSha256: null, pickText: pick.pickText });
    // "The fade of each pick goes into the log's leaf": the Fade-Gary record's terms are logged with the pick.
    expect(record.fade).toEqual(i === 1 ? { market: 'spread', side: 'home', line: -2.5, price: -112, bookmaker: 'fanduel', text: 'Boston Celtics -2.5 -112' } : null);
    expect(Buffer.from(proof.leafHash, 'base64').equals(leafHash(Buffer.from(proof.record, 'utf8')))).toBe(true);
    const root = rootFromInclusion(Number(proof.leafIndex), Number(proof.treeSize), Buffer.from(proof.leafHash, 'base64'), proof.inclusion.map((p) => Buffer.from(p, 'base64')));
    expect(root?.equals(cp.root)).toBe(true);
  }
  const cons = await svc.client.GetLedgerConsistency({ from: before.treeSize, to: after.treeSize });
  expect(verifyConsistency(Number(before.treeSize), Number(after.treeSize), Buffer.from(before.rootHash, 'base64'), cp.root, cons.proof.map((p) => Buffer.from(p, 'base64')))).toBe(true);
});

test('"appending idempotent per pick": logging an already-logged pick appends nothing', async () => {
  const out = await storePicks(deps(), '2026-05-02', [candidate({ eventId: 'e9' })], null);
  if (!out.ok) throw new Error(out.message);
  const size = await count('SELECT count(*) AS n FROM ledger_leaves');
  const pick = (await pickById(svc.pool, out.pickIds[0]!))!;
  expect(await appendLeaves(svc.pool, [pick], new Date())).toBe(0);
  expect(await count('SELECT count(*) AS n FROM ledger_leaves')).toBe(size);
});

test('"append-only guarded in the database": updates, deletes, truncation, a gap in the indexes and a hash that is not the record\'s are refused', async () => {
  await expect(svc.pool.query(`UPDATE ledger_leaves SET record = record || ' ' WHERE leaf_index = 0`)).rejects.toThrow(/append-only/);
  await expect(svc.pool.query('DELETE FROM ledger_leaves WHERE leaf_index = 0')).rejects.toThrow(/append-only/);
  await expect(svc.pool.query('TRUNCATE ledger_leaves')).rejects.toThrow(/append-only/);
  await expect(svc.pool.query(`UPDATE ledger_checkpoints SET note = 'x'`)).rejects.toThrow(/append-only/);
  await expect(svc.pool.query('DELETE FROM ledger_checkpoints')).rejects.toThrow(/append-only/);
  // A pick published outside storePicks (so not logged yet) to try bad leaves with.
  const pick = { ...candidate({ eventId: 'e11' }), pickId: 'pk_unlogged', date: '2026-05-04', idx: 0, publishedAt: new Date().toISOString() };
  await insertDay(svc.pool, '2026-05-04', [pick.pickId], true, null);
  await insertPick(svc.pool, pick);
  const n = await count('SELECT count(*) AS n FROM ledger_leaves');
  const insert = (index: number, record: string, hashed: string) =>
    svc.pool.query(`INSERT INTO ledger_leaves VALUES ($1, 'pk_unlogged', $2, sha256('\\x00'::bytea || convert_to($3, 'UTF8')), now(), now())`, [index, record, hashed]);
  await expect(insert(n + 5, '{}', '{}')).rejects.toThrow(/not the next index/);
  await expect(insert(n, '{"a":1}', '{"b":1}')).rejects.toThrow(/ledger_leaves_hash_of_record/);
  await insert(n, '{"a":1}', '{"a":1}');
  expect(await count('SELECT count(*) AS n FROM ledger_leaves')).toBe(n + 1);
});
