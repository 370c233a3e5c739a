import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { checkpointBody, noteText, parseNote, signaturesBy } from './signed-note';
import { keyIdOf, openCheckpoint, rawPublicKey, verifierKey } from './node';

const name = 'test.gary/log';
const { privateKey } = generateKeyPairSync('ed25519');
const pub = rawPublicKey(privateKey);
const root = createHash('sha256').update('root').digest();
const body = checkpointBody(name, 12, root);
const note = noteText(body, { name, keyId: keyIdOf(name, pub) }, sign(null, Buffer.from(body), privateKey));

test('"key id = the first 4 bytes of SHA-256(name || 0x0A || 0x01 || public key)" and "<name>+<hex key id>+<base64(0x01 || 32-byte public key)>"', () => {
  const id = createHash('sha256').update(Buffer.concat([Buffer.from(`${name}\n`), Buffer.from([1]), pub])).digest().subarray(0, 4);
  expect(keyIdOf(name, pub).equals(id)).toBe(true);
  expect(verifierKey(name, pub)).toBe(`${name}+${id.toString('hex')}+${Buffer.concat([Buffer.from([1]), pub]).toString('base64')}`);
});

test('"<origin>\\n<tree size>\\n<base64 root hash>\\n, a blank line, then — <key name> <base64(key id || signature)>": parsed back; extension lines are signed text, not errors', () => {
  expect(note.split('\n').slice(0, 4)).toEqual([name, '12', root.toString('base64'), '']);
  const parsed = parseNote(note);
  expect({ body: parsed.body, origin: parsed.origin, size: parsed.size, root: Buffer.from(parsed.root).equals(root), lines: parsed.signatures.length }).toEqual({ body, origin: name, size: 12, root: true, lines: 1 });
  expect(parseNote(`${body}ext line\n\n— x AAAA\n`).body).toBe(`${body}ext line\n`);
  expect(openCheckpoint(note, verifierKey(name, pub))).toEqual({ origin: name, size: 12, root });
});

test('a note that is not a checkpoint says why; opening it, or one signed by another key, gives null', () => {
  expect(() => parseNote(body)).toThrow(/no signature block/u);
  expect(() => parseNote(note.replace('\n12\n', '\n012\n'))).toThrow(/is not <origin>/u);
  expect(() => parseNote(`${note}garbage\n`)).toThrow(/not a signature line/u);
  expect(() => parseNote(note.replace(root.toString('base64'), 'not base64!'))).toThrow(/not base64/u);
  expect(openCheckpoint(note.replace('\n12\n', '\n13\n'), verifierKey(name, pub))).toBeNull();
  const other = rawPublicKey(generateKeyPairSync('ed25519').privateKey);
  expect(openCheckpoint(note, verifierKey(name, other))).toBeNull();
  expect(openCheckpoint(note, 'not a key')).toBeNull();
  // Only signatures naming the key and its id are candidates for the Ed25519 check.
  expect(signaturesBy(parseNote(note), { name: 'other.log', keyId: keyIdOf('other.log', pub), publicKey: pub })).toEqual([]);
});
