// The browser's binding (Web Crypto, which Node also has) against the service's (node:crypto): the
// algorithms are one text, so the two must agree on every tree, proof and key.
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { checkpointBody, noteText, parseNote } from './signed-note';
import * as node from './node';
import * as web from './web';

const hashes = Array.from({ length: 24 }, (_, i) => node.leafHash(Buffer.from(`leaf ${i}`)));

test('"RFC 9162 inclusion written once": the browser checks every proof the service builds, for every leaf of every tree up to 24 leaves', async () => {
  for (let n = 1; n <= hashes.length; n++) {
    const tree = hashes.slice(0, n);
    const root = node.rootHash(tree);
    for (let m = 0; m < n; m++) {
      const proof = node.inclusionProof(m, tree);
      expect(Buffer.from((await web.rootFromInclusion(m, n, new Uint8Array(tree[m]!), proof))!).equals(root)).toBe(true);
      if (n > 1) expect(await web.rootFromInclusion(m, n, new Uint8Array(tree[(m + 1) % n]!), proof).then((r) => !!r && Buffer.from(r).equals(root))).toBe(false);
    }
  }
  expect(await web.rootFromInclusion(-1, 4, new Uint8Array(hashes[0]!), [])).toBeNull();
  expect(await web.rootFromInclusion(4, 4, new Uint8Array(hashes[0]!), [])).toBeNull();
});

test('"a consistency proof between the checkpoints": the browser accepts the service\'s proofs and refuses them against a rewritten log', async () => {
  for (let n = 2; n <= hashes.length; n += 3) {
    for (let m = 1; m < n; m++) {
      const proof = node.consistencyProof(m, hashes.slice(0, n));
      const [r1, r2] = [node.rootHash(hashes.slice(0, m)), node.rootHash(hashes.slice(0, n))];
      expect(await web.verifyConsistency(m, n, r1, r2, proof)).toBe(true);
      expect(await web.verifyConsistency(m, n, node.leafHash(Buffer.from('edited')), r2, proof)).toBe(false);
    }
  }
});

test('"checks against the published key": a note the service format signs checks in the browser under its verifier key, and not under another', async () => {
  const { privateKey } = generateKeyPairSync('ed25519');
  const pub = node.rawPublicKey(privateKey);
  const key = await web.parseVerifierKey(node.verifierKey('test.gary/log', pub));
  expect(Buffer.from(key.keyId).equals(node.keyIdOf('test.gary/log', pub))).toBe(true);
  const body = checkpointBody('test.gary/log', 24, node.rootHash(hashes));
  const note = parseNote(noteText(body, key, sign(null, Buffer.from(body), privateKey)));
  expect(await web.signedBy(note, key)).toBe(true);
  const other = node.rawPublicKey(generateKeyPairSync('ed25519').privateKey);
  expect(await web.signedBy(note, await web.parseVerifierKey(node.verifierKey('test.gary/log', other)))).toBe(false);
  await expect(web.parseVerifierKey(node.verifierKey('test.gary/log', pub).replace(/\+[0-9a-f]{8}\+/u, '+00000000+'))).rejects.toThrow(/is not this key's/u);
});

test('"link the key\'s fingerprint": both bindings give SHA-256 of the trimmed key text in groups of four hex digits', async () => {
  const key = `test.gary/log+0a1b2c3d+AQ${'A'.repeat(42)}`;
  const expected = createHash('sha256').update(key).digest('hex').match(/.{4}/gu)!.join(' ');
  expect(await web.keyFingerprint(` ${key}\n`)).toBe(expected);
  expect(node.keyFingerprint(key)).toBe(expected);
});
