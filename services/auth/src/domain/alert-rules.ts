// Alerts: the kinds and channels, what each user gets by default, quiet hours in the user's own
// time zone, and the signed token behind a mail's one-click unsubscribe.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ALERT_KINDS = ['picks-out', 'pick-dead', 'pick-alive', 'pick-scratched', 'recap'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_CHANNELS = ['email', 'push'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export type AlertPrefs = Record<AlertKind, Record<AlertChannel, boolean>>;

/** Push is on for every kind (it needs a subscription, which the user makes); email for all but the live-status swings. */
export const DEFAULT_PREFS: AlertPrefs = {
  'picks-out': { email: true, push: true },
  'pick-dead': { email: false, push: true },
  'pick-alive': { email: false, push: true },
  'pick-scratched': { email: true, push: true },
  recap: { email: true, push: true },
};

export function isAlertKind(k: string): k is AlertKind {
  return (ALERT_KINDS as readonly string[]).includes(k);
}

/** Stored prefs over the defaults (unknown kinds and non-boolean values are ignored). */
export function effectivePrefs(stored: unknown): AlertPrefs {
  const out = structuredClone(DEFAULT_PREFS);
  if (stored && typeof stored === 'object') {
    for (const [kind, v] of Object.entries(stored as Record<string, unknown>)) {
      if (!isAlertKind(kind) || !v || typeof v !== 'object') continue;
      for (const ch of ALERT_CHANNELS) {
        const b = (v as Record<string, unknown>)[ch];
        if (typeof b === 'boolean') out[kind][ch] = b;
      }
    }
  }
  return out;
}

export function isTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Minutes after local midnight of `at` in `tz`. */
export function localMinutes(at: Date, tz: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const h = Number(parts.find((p) => p.type === 'hour')!.value);
  const m = Number(parts.find((p) => p.type === 'minute')!.value);
  return h * 60 + m;
}

/**
 * When a message due at `at` may go out: `at` itself, or, inside the quiet hours [start, end)
 * (local minutes; the window may wrap past midnight), the minute they end.
 */
export function sendableAt(at: Date, q: { timeZone: string; quietStart: number | null; quietEnd: number | null }): Date {
  if (q.quietStart === null || q.quietEnd === null || q.quietStart === q.quietEnd) return at;
  const now = localMinutes(at, q.timeZone);
  const inside = q.quietStart < q.quietEnd ? now >= q.quietStart && now < q.quietEnd : now >= q.quietStart || now < q.quietEnd;
  if (!inside) return at;
  const wait = (q.quietEnd - now + 1440) % 1440;
  const end = new Date(at.getTime() + wait * 60_000);
  end.setUTCSeconds(0, 0);
  return end;
}

/** "HH:MM" <-> minutes after midnight. */
export function parseClock(s: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(s);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
export const formatClock = (min: number): string => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/** A token naming a user and a kind, signed with the service's secret: the unsubscribe link needs no sign-in. */
export function unsubscribeToken(secret: string, userId: string, kind: AlertKind): string {
  const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(`alert-unsub:${payload}`).digest('base64url')}`;
}

export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: AlertKind } | null {
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined || token.length > 300) return null;
  // The MAC is compared as the text we issue: base64url decoding forgives padding and stray low
  // bits, so comparing decoded bytes would accept several spellings of one MAC.
  const want = Buffer.from(createHmac('sha256', secret).update(`alert-unsub:${payload}`).digest('base64url'));
  const got = Buffer.from(mac);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  if (!userId || !kind || !isAlertKind(kind) || !/^[0-9a-f-]{36}$/.test(userId)) return null;
  return { userId, kind };
}
