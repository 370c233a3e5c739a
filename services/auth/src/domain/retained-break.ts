// What outlives a deleted account that was on a break: the key of its address. The address is
// normalised first (trimmed, lower-cased, a "+tag" dropped from the local part, since mail to
// bob+x@ reaches bob@), so the same inbox cannot sign up again by spelling itself differently.
// Keyed (HMAC) rather than a bare hash: addresses are guessable, and a bare SHA-256 of every
// address in a leaked list would name who self-excluded.
import { createHmac } from 'node:crypto';

export function normaliseForRetention(email: string): string {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf('@');
  if (at <= 0) return e;
  const local = e.slice(0, at).split('+')[0] || e.slice(0, at);
  return `${local}${e.slice(at)}`;
}

export function retentionKey(email: string, secret: string): string {
  return createHmac('sha256', secret).update(normaliseForRetention(email)).digest('base64url');
}
