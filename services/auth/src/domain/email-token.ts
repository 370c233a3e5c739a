// One-time links sent by mail carry a signed token: the email_tokens row id, its purpose and an
// expiry, with an HMAC-SHA256 over them. The signature stops forgery and guessing without a
// database read; the row (used_at) makes each link work once.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type EmailTokenPurpose = 'confirm' | 'reset';

export interface EmailTokenClaims {
  id: string;
  purpose: EmailTokenPurpose;
  /** Expiry, Unix seconds. */
  exp: number;
}

export type EmailTokenError =
  | { name: 'MalformedToken'; code: 'invalid_token'; message: string }
  | { name: 'TokenExpired'; code: 'token_expired'; message: string };

const MAX_TOKEN_LENGTH = 512;
const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`gary-email-token.${body}`).digest();
}

export function signEmailToken(claims: EmailTokenClaims, secret: string): string {
  const body = b64(JSON.stringify({ id: claims.id, p: claims.purpose, exp: claims.exp }));
  return `${body}.${b64(mac(secret, body))}`;
}

const INVALID: EmailTokenError = { name: 'MalformedToken', code: 'invalid_token', message: 'This link is invalid. Ask for a new one.' };

export function verifyEmailToken(
  token: string,
  secret: string,
  purpose: EmailTokenPurpose,
  nowSec: number,
): { ok: true; claims: EmailTokenClaims } | { ok: false; error: EmailTokenError } {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return { ok: false, error: INVALID };
  const parts = token.split('.');
  if (parts.length !== 2) return { ok: false, error: INVALID };
  const [body, sig] = parts as [string, string];
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, error: INVALID };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, error: INVALID };
  }
  const c = raw as { id?: unknown; p?: unknown; exp?: unknown };
  if (typeof c.id !== 'string' || c.p !== purpose || typeof c.exp !== 'number') return { ok: false, error: INVALID };
  if (c.exp <= nowSec) return { ok: false, error: { name: 'TokenExpired', code: 'token_expired', message: 'This link has expired. Ask for a new one.' } };
  return { ok: true, claims: { id: c.id, purpose, exp: c.exp } };
}
