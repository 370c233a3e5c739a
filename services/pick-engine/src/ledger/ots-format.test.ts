import { createHash } from 'node:crypto';
import { addOp, allAttestations, mergeTimestamp, newTimestamp, OtsFormatError, parseDetached, parseTimestamp, serializeDetached, serializeTimestamp } from './ots-format';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest();
const hex = (s: string) => Buffer.from(s.replace(/\s+/gu, ''), 'hex');

test('"the OTS serialized format": magic header, version 1, the sha256 file-hash op, the digest, then the timestamp', () => {
  const digest = sha256(Buffer.from('checkpoint\n'));
  const t = newTimestamp(digest);
  addOp(t, { kind: 'append', arg: hex('00112233') }).attestations.push({ kind: 'pending', uri: 'https://a.example' });
  const file = serializeDetached(t);
  expect(file.subarray(0, 31)).toEqual(Buffer.from('\x00OpenTimestamps\x00\x00Proof\x00\xbf\x89\xe2\xe8\x84\xe8\x92\x94', 'latin1'));
  expect(file.subarray(31, 33)).toEqual(hex('01 08'));
  expect(file.subarray(33, 65)).toEqual(digest);
  // append (f0) varbytes(4 bytes), then 00, the pending tag, varbytes(varbytes(uri)).
  const uri = Buffer.from('https://a.example');
  expect(file.subarray(65)).toEqual(Buffer.concat([hex('f0 04 00112233 00 83dfe30d2ef90c8e'), Buffer.from([uri.length + 1, uri.length]), uri]));
});

test('"a tree with branches": all but the last op are marked ff, attestations come first, and parsing gives the same tree back', () => {
  const t = newTimestamp(sha256(Buffer.from('x')));
  const tip = addOp(addOp(t, { kind: 'append', arg: hex('aa'.repeat(16)) }), { kind: 'sha256' });
  addOp(addOp(tip, { kind: 'prepend', arg: hex('01020304') }), { kind: 'append', arg: hex('05') }).attestations.push({ kind: 'pending', uri: 'http://b.example' });
  addOp(addOp(tip, { kind: 'append', arg: hex('09') }), { kind: 'sha256' }).attestations.push({ kind: 'bitcoin', height: 850_000 });
  tip.attestations.push({ kind: 'pending', uri: 'http://c.example' });
  const bytes = serializeTimestamp(t);
  expect(serializeTimestamp(parseTimestamp(bytes, t.msg))).toEqual(bytes);
  expect(serializeDetached(parseDetached(serializeDetached(t)))).toEqual(serializeDetached(t));
  const atts = allAttestations(parseTimestamp(bytes, t.msg));
  expect(atts.map((a) => a.attestation)).toEqual(expect.arrayContaining([{ kind: 'bitcoin', height: 850_000 }, { kind: 'pending', uri: 'http://b.example' }, { kind: 'pending', uri: 'http://c.example' }]));
  // The bitcoin attestation's message is the replayed ops: sha256(sha256(x || aa..) || 09).
  const expected = sha256(Buffer.concat([sha256(Buffer.concat([t.msg, hex('aa'.repeat(16))])), hex('09')]));
  expect(atts.find((a) => a.attestation.kind === 'bitcoin')!.msg).toEqual(expected);
});

test('"upgrade merges the calendar\'s answer": ops and attestations of the same message are added once', () => {
  const a = newTimestamp(hex('11'.repeat(32)));
  addOp(a, { kind: 'sha256' }).attestations.push({ kind: 'pending', uri: 'http://a' });
  const b = newTimestamp(hex('11'.repeat(32)));
  addOp(b, { kind: 'sha256' }).attestations.push({ kind: 'pending', uri: 'http://a' }, { kind: 'bitcoin', height: 7 });
  mergeTimestamp(a, b);
  expect(a.ops).toHaveLength(1);
  expect(a.ops[0]!.stamp.attestations).toEqual([{ kind: 'pending', uri: 'http://a' }, { kind: 'bitcoin', height: 7 }]);
  expect(() => mergeTimestamp(a, newTimestamp(hex('22')))).toThrow(OtsFormatError);
});

test('"a calendar\'s answer is untrusted input": truncated, trailing, unknown ops and bad URIs are refused', () => {
  const msg = hex('33'.repeat(32));
  expect(() => parseTimestamp(hex('f0 04 0011'), msg)).toThrow(/truncated/u);
  expect(() => parseTimestamp(hex('08 00 0588960d73d71901 01 05 ff'), msg)).toThrow(/trailing/u);
  expect(() => parseTimestamp(hex('99'), msg)).toThrow(/unsupported op/u);
  expect(() => parseTimestamp(Buffer.concat([hex('00 83dfe30d2ef90c8e 05 04'), Buffer.from('a?b=')]), msg)).toThrow(/URI/u);
  expect(() => parseDetached(hex('00'))).toThrow(OtsFormatError);
});
