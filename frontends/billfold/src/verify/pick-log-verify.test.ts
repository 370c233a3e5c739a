/// <reference types="node" />
// The browser verifier against bundles built here from the formats with node:crypto (not the log's code).
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import canonicalize from 'canonicalize';
import { readBundle, verifyBundle, type Bundle } from './pick-log-verify';

const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const leafHash = (b: Buffer) => sha(Buffer.from([0]), b);
const node = (l: Buffer, r: Buffer) => sha(Buffer.from([1]), l, r);

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const pub = (publicKey.export({ format: 'der', type: 'spki' }) as Buffer).subarray(12);
const name = 'test.gary/log';
const keyId = sha(Buffer.from(name), Buffer.from([0x0a, 0x01]), pub).subarray(0, 4);
const verifierKey = `${name}+${keyId.toString('hex')}+${Buffer.concat([Buffer.from([1]), pub]).toString('base64')}`;

const record = { v: 1, pickId: 'pk_x', commenceTime: '2026-06-01T23:30:00.000Z', publishedAt: '2026-06-01T14:00:00.000Z', pickText: 'Boston Celtics ML -150', rationale: 'Ride it. “Bear” says so.', price: -150, probability: 0.6, factsSha256: null, salt: 'AAAAAAAAAAAAAAAAAAAAAA==' };
const others = [Buffer.from('{"a":1}'), Buffer.from('{"b":2}')];

/** A log of three leaves with the record at index 1: root = node(node(l0, l1), l2). */
function bundleFor(rec: Record<string, unknown>, signer = privateKey): Bundle {
  const leaf = Buffer.from(canonicalize(rec)!, 'utf8');
  const [l0, l1, l2] = [leafHash(others[0]!), leafHash(leaf), leafHash(others[1]!)];
  const root = node(node(l0, l1), l2);
  const body = `${name}\n3\n${root.toString('base64')}\n`;
  const sig = sign(null, Buffer.from(body), signer);
  return {
    format: 'gary-pick-log-bundle/1', origin: name, verifierKey, leafIndex: 1, treeSize: 3, leafHash: l1.toString('base64'),
    record: rec, leaf: leaf.toString('utf8'), inclusion: [l0.toString('base64'), l2.toString('base64')],
    checkpoint: `${body}\n— ${name} ${Buffer.concat([keyId, sig]).toString('base64')}\n`,
  };
}

test('"the record\'s JCS bytes hash to the leaf, the proof reaches the checkpoint\'s root, the signature checks, logged before commence": every step passes', async () => {
  const v = await verifyBundle(bundleFor(record), verifierKey);
  expect(v.steps.map((s) => [s.id, s.state])).toEqual([['bundle', 'pass'], ['leaf', 'pass'], ['inclusion', 'pass'], ['checkpoint', 'pass'], ['signature', 'pass'], ['time', 'pass']]);
  expect(v.verdict).toBe('verified');
});

test('"a record altered by one byte fails": the leaf step fails, through the file text too', async () => {
  const good = bundleFor(record);
  const text = JSON.stringify(good).replace('ML -150', 'ML -151');
  const v = await verifyBundle(readBundle(text), verifierKey);
  expect(v.verdict).toBe('failed');
  expect(v.steps.find((s) => s.id === 'leaf')!.state).toBe('fail');
  // A record that is not the logged one proves nothing about when it was logged.
  expect(v.steps.find((s) => s.id === 'time')!.state).toBe('skip');
});

test('"checks against the published key": a checkpoint signed by another key fails, and so does a bundle naming a key other than the trusted one', async () => {
  const other = generateKeyPairSync('ed25519').privateKey;
  expect((await verifyBundle(bundleFor(record, other), verifierKey)).steps.find((s) => s.id === 'signature')!.state).toBe('fail');
  const theirs = generateKeyPairSync('ed25519').publicKey;
  const theirPub = (theirs.export({ format: 'der', type: 'spki' }) as Buffer).subarray(12);
  const theirId = sha(Buffer.from(name), Buffer.from([0x0a, 0x01]), theirPub).subarray(0, 4);
  const trusted = `${name}+${theirId.toString('hex')}+${Buffer.concat([Buffer.from([1]), theirPub]).toString('base64')}`;
  expect((await verifyBundle(bundleFor(record), trusted)).verdict).toBe('failed');
});

test('"the pick was logged before its commence time": a record published after the start fails', async () => {
  const late = { ...record, publishedAt: '2026-06-02T00:00:00.000Z' };
  const v = await verifyBundle(bundleFor(late), verifierKey);
  expect(v.steps.find((s) => s.id === 'time')!.state).toBe('fail');
});

test('"record null while private": the leaf, proof and signature still check; the record steps are skipped, not passed', async () => {
  const b = { ...bundleFor(record), record: null, leaf: null };
  const v = await verifyBundle(b, verifierKey);
  expect(v.verdict).toBe('partial');
  expect(v.steps.filter((s) => s.state === 'skip').map((s) => s.id)).toEqual(['leaf', 'time']);
});

test('a file that is not a bundle gets a clear message', () => {
  expect(() => readBundle('{"format":"x"}')).toThrow(/unknown bundle format/u);
  expect(() => readBundle({ ...bundleFor(record), inclusion: 'x' })).toThrow(/inclusion/u);
});

test('"link the key\'s fingerprint": the fingerprint is SHA-256 of the key text, in groups of four hex digits', async () => {
  const key = 'gary.example/picks+0a1b2c3d+AQ' + 'A'.repeat(42);
  const hex = createHash('sha256').update(key).digest('hex');
  const { keyFingerprint } = await import('./pick-log-verify');
  expect(await keyFingerprint(`  ${key}\n`)).toBe(hex.match(/.{4}/g)!.join(' '));
});
