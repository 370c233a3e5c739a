// Rate limits on sign-in, sign-up, reset and guest sessions, by IP and by account. The account key
// is the email as typed (normalised), whether or not such an account exists, so a lockout says
// nothing about which emails are registered.
import { createHash } from 'node:crypto';
import type { RateLimiter } from '@gary/platform';

export type LimitedAction = 'signin' | 'signup' | 'reset' | 'resend' | 'guest' | 'mailbox' | 'delete';

interface Rule {
  limit: number;
  windowMs: number;
}

const MIN = 60_000;

export const RATE_RULES: Record<LimitedAction, { ip: Rule; account?: Rule }> = {
  // Five attempts without a success lock an account for 15 minutes; a success clears the count. A
  // device that signed in to the account before counts on its own (SIGNIN_DEVICE_RULE) instead.
  signin: { ip: { limit: 30, windowMs: 15 * MIN }, account: { limit: 5, windowMs: 15 * MIN } },
  signup: { ip: { limit: 10, windowMs: 60 * MIN }, account: { limit: 5, windowMs: 60 * MIN } },
  reset: { ip: { limit: 10, windowMs: 60 * MIN }, account: { limit: 3, windowMs: 60 * MIN } },
  resend: { ip: { limit: 10, windowMs: 60 * MIN }, account: { limit: 3, windowMs: 60 * MIN } },
  guest: { ip: { limit: 30, windowMs: 60 * MIN } },
  // The dev mailbox read with an address and its password: guessed like a sign-in, limited like one.
  mailbox: { ip: { limit: 30, windowMs: 15 * MIN }, account: { limit: 5, windowMs: 15 * MIN } },
  // Deleting the account needs its password: a stolen access token must not make it a guessing oracle.
  delete: { ip: { limit: 30, windowMs: 15 * MIN }, account: { limit: 5, windowMs: 15 * MIN } },
};

const MESSAGES: Record<LimitedAction, string> = {
  signin: 'Too many sign-in attempts. Please wait {wait} and try again.',
  signup: 'Too many sign-up attempts. Please wait {wait} and try again.',
  reset: 'Too many reset requests. Please wait {wait} and try again.',
  resend: 'Too many confirmation mails asked for. Please wait {wait} and try again.',
  guest: 'Too many guest sessions from your network. Please wait {wait} and try again.',
  mailbox: 'Too many mailbox attempts. Please wait {wait} and try again.',
  delete: 'Too many attempts to delete the account. Please wait {wait} and try again.',
};

export interface Limited {
  name: 'RateLimited';
  code: 'too_many_attempts';
  message: string;
  retryAfterSeconds: number;
}

/** Email addresses are hashed into keys so Redis never holds them in clear. */
export const accountKey = (action: LimitedAction, email: string) =>
  `auth:${action}:acct:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
export const ipKey = (action: LimitedAction, ip: string) => `auth:${action}:ip:${ip || 'unknown'}`;
/** A known device's own sign-in count (its id comes from a verified device token). */
export const deviceKey = (deviceId: string) => `auth:signin:dev:${deviceId}`;
export const SIGNIN_DEVICE_RULE: Rule = { limit: 5, windowMs: 15 * MIN };

export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${Math.max(1, Math.ceil(seconds))} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one attempt by IP and by account (or, for a sign-in from a device that signed in to this
 * account before, by that device instead of the account); returns the refusal when one is over.
 */
export async function checkRateLimit(limiter: RateLimiter, action: LimitedAction, ip: string, email?: string, knownDeviceId?: string | null): Promise<Limited | null> {
  const rules = RATE_RULES[action];
  const hits = [limiter.hit(ipKey(action, ip), rules.ip.limit, rules.ip.windowMs)];
  if (action === 'signin' && knownDeviceId) hits.push(limiter.hit(deviceKey(knownDeviceId), SIGNIN_DEVICE_RULE.limit, SIGNIN_DEVICE_RULE.windowMs));
  else if (rules.account && email !== undefined) hits.push(limiter.hit(accountKey(action, email), rules.account.limit, rules.account.windowMs));
  const results = await Promise.all(hits);
  const refused = results.filter((r) => !r.allowed);
  if (refused.length === 0) return null;
  const retryAfterSeconds = Math.ceil(Math.max(...refused.map((r) => r.retryAfterMs)) / 1000);
  return { name: 'RateLimited', code: 'too_many_attempts', message: MESSAGES[action].replace('{wait}', waitText(retryAfterSeconds)), retryAfterSeconds };
}
