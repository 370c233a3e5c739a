// The Stripe-Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed
// with the endpoint secret as given (whsec_ prefix included). Verification accepts any v1 (secret
// rolling), compares in constant time and refuses timestamps outside the tolerance (replays).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureError =
  | { name: 'MalformedSignature'; code: 'bad_signature'; message: string }
  | { name: 'SignatureMismatch'; code: 'bad_signature'; message: string }
  | { name: 'SignatureTooOld'; code: 'signature_too_old'; message: string };

const hmacHex = (secret: string, t: string, payload: Buffer) =>
  createHmac('sha256', secret).update(`${t}.`, 'utf8').update(payload).digest('hex');

export function signPayload(payload: Buffer, secret: string, nowSec: number): string {
  return `t=${nowSec},v1=${hmacHex(secret, String(nowSec), payload)}`;
}

export function verifySignature(
  payload: Buffer,
  header: string,
  secret: string,
  nowSec: number,
  toleranceSec = SIGNATURE_TOLERANCE_SECONDS,
): { ok: true; timestamp: number } | { ok: false; error: SignatureError } {
  let t: string | undefined;
  const v1: string[] = [];
  for (const part of (header ?? '').slice(0, 4096).split(',')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    const v = part.slice(i + 1).trim();
    if (k === 't') t = v;
    else if (k === 'v1') v1.push(v);
  }
  if (t === undefined || !/^\d{1,12}$/.test(t) || v1.length === 0) {
    return { ok: false, error: { name: 'MalformedSignature', code: 'bad_signature', message: 'Unable to extract timestamp and signatures from header' } };
  }
  const expected = Buffer.from(hmacHex(secret, t, payload), 'utf8');
  const match = v1.some((s) => {
    const b = Buffer.from(s, 'utf8');
    return b.length === expected.length && timingSafeEqual(b, expected);
  });
  if (!match) return { ok: false, error: { name: 'SignatureMismatch', code: 'bad_signature', message: 'No signatures found matching the expected signature for payload' } };
  const ts = Number(t);
  if (Math.abs(nowSec - ts) > toleranceSec) {
    return { ok: false, error: { name: 'SignatureTooOld', code: 'signature_too_old', message: 'Timestamp outside the tolerance zone' } };
  }
  return { ok: true, timestamp: ts };
}
