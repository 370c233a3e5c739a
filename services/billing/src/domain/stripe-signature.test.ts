import fs from 'node:fs';
import path from 'node:path';
import { signPayload, verifySignature } from './stripe-signature';

// The reference vector: /work/shared/reference/apis/stripe_signature_test_vector.json (computed with Python hmac).
const VECTOR = {
  secret: 'whsec_test_secret_for_fixtures_only',
  timestamp: 1692787781,
  payload: '{"id":"evt_test_webhook","object":"event"}',
  header: 't=1692787781,v1=f6490321b8d80eacd13a16af481bfeb37f034c0a8bf85ee6ce5c8c9ffd2e8dc2',
};
const FIXTURE = path.join(__dirname, '../../test/fixtures/stripe_webhook_checkout.session.completed.json');

describe('Stripe webhooks verified by signature (STRIPE_WEBHOOK_SECRET)', () => {
  it('matches the reference test vector', () => {
    expect(signPayload(Buffer.from(VECTOR.payload), VECTOR.secret, VECTOR.timestamp)).toBe(VECTOR.header);
    expect(verifySignature(Buffer.from(VECTOR.payload), VECTOR.header, VECTOR.secret, VECTOR.timestamp + 10)).toEqual({ ok: true, timestamp: VECTOR.timestamp });
  });

  it('matches the reference vector over the exact bytes of the recorded checkout event', () => {
    const raw = fs.readFileSync(FIXTURE);
    const header = 't=1692787781,v1=1f9b4cf5f51cf79998de3a42f6b911af970499690b93e043958608c079629cc0';
    expect(verifySignature(raw, header, VECTOR.secret, 1692787781).ok).toBe(true);
    // Re-serialising the JSON changes the bytes, and with them the signature.
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString('utf8'))));
    expect(verifySignature(reserialised, header, VECTOR.secret, 1692787781)).toEqual({ ok: false, error: expect.objectContaining({ name: 'SignatureMismatch' }) });
  });

  it('accepts any of several v1 signatures (secret rolling) and ignores v0', () => {
    const good = signPayload(Buffer.from('{}'), 's', 100).split(',')[1];
    expect(verifySignature(Buffer.from('{}'), `t=100,v0=abc,v1=${'0'.repeat(64)},${good}`, 's', 100).ok).toBe(true);
  });

  it('refuses a bad signature, a wrong secret, a tampered body', () => {
    const body = Buffer.from(VECTOR.payload);
    expect(verifySignature(body, VECTOR.header.replace(/.$/, '0'), VECTOR.secret, VECTOR.timestamp).ok).toBe(false);
    expect(verifySignature(body, VECTOR.header, 'whsec_other', VECTOR.timestamp).ok).toBe(false);
    expect(verifySignature(Buffer.from(VECTOR.payload.replace('evt_test', 'evt_evil')), VECTOR.header, VECTOR.secret, VECTOR.timestamp).ok).toBe(false);
  });

  it('refuses an old signature (replay outside the 5-minute tolerance), and one from the future', () => {
    const body = Buffer.from(VECTOR.payload);
    expect(verifySignature(body, VECTOR.header, VECTOR.secret, VECTOR.timestamp + 301)).toEqual({ ok: false, error: expect.objectContaining({ code: 'signature_too_old' }) });
    expect(verifySignature(body, VECTOR.header, VECTOR.secret, VECTOR.timestamp - 301).ok).toBe(false);
  });

  it.each(['', 'garbage', 't=abc,v1=00', 'v1=00', 't=1692787781', 't=1,v1=' + 'z'.repeat(10_000)])('a malformed header %j is refused, never thrown', (h) => {
    expect(verifySignature(Buffer.from('{}'), h, 's', 1).ok).toBe(false);
  });
});
