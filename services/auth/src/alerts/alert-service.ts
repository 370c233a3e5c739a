// Alerts: preferences and quiet hours, push subscriptions, the one-click unsubscribe, and turning an
// `alert.requested` event into one delivery row per user and channel (inside the consumer's
// transaction; the unique key keeps it to one message per kind per pick). Nothing is sent here: the
// sender (alert-sender.ts) delivers due rows.
import { randomUUID } from 'node:crypto';
import webpush from 'web-push';
import { AppError, withTransaction, type Logger, type Pool, type Queryable } from '@gary/platform';
import type { EventData } from '@gary/contracts';
import { PLAY_STATE_COLUMNS, playBlockOfRow, type PlayStateColumns } from '../adapters/play-repo';
import {
  ALERT_CHANNELS,
  ALERT_KINDS,
  effectivePrefs,
  formatClock,
  isAlertKind,
  isTimeZone,
  parseClock,
  readUnsubscribeToken,
  sendableAt,
  type AlertPrefs,
} from '../domain/alert-rules';
import { checkPushEndpoint } from '../domain/push-endpoint';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** VAPID keys from the environment, else generated once and kept in the auth schema (as the JWT key is). */
export async function loadVapidKeys(pool: Pool, env: { publicKey?: string; privateKey?: string; subject: string }): Promise<VapidKeys> {
  if (env.publicKey && env.privateKey) return { publicKey: env.publicKey, privateKey: env.privateKey, subject: env.subject };
  const fresh = webpush.generateVAPIDKeys();
  await pool.query('INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', ['vapid_keys', JSON.stringify(fresh)]);
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM secrets WHERE name = $1', ['vapid_keys']);
  const kept = JSON.parse(rows[0]!.value) as { publicKey: string; privateKey: string };
  return { ...kept, subject: env.subject };
}

export interface AlertSettings {
  timeZone: string;
  quietStart: string | null;
  quietEnd: string | null;
  prefs: AlertPrefs;
  pushSubscriptions: number;
}

interface SettingsRow {
  time_zone: string;
  quiet_start: number | null;
  quiet_end: number | null;
  prefs: unknown;
}

async function settingsRow(db: Queryable, userId: string): Promise<SettingsRow> {
  const { rows } = await db.query<SettingsRow>('SELECT time_zone, quiet_start, quiet_end, prefs FROM alert_settings WHERE user_id = $1', [userId]);
  return rows[0] ?? { time_zone: 'America/New_York', quiet_start: null, quiet_end: null, prefs: {} };
}

const bad = (code: string, message: string) => new AppError('invalid', code, message);

/** Browsers (push subscriptions) one account may have: every alert is sent to each of them. */
export const MAX_PUSH_SUBSCRIPTIONS = 5;

export function createAlertService(deps: {
  pool: Pool;
  now: () => Date;
  logger: Logger;
  unsubscribeSecret: string;
  vapid: VapidKeys;
  /** Tests only: accept http://127.0.0.1 endpoints (the test's own push service). */
  allowLoopbackForTests?: boolean;
}) {
  const { pool } = deps;

  async function assertAccount(userId: string): Promise<void> {
    const { rows } = await pool.query<{ guest: boolean }>('SELECT guest FROM users WHERE id = $1', [userId]);
    if (!rows[0]) throw new AppError('not_found', 'user_not_found', 'No such account.');
    if (rows[0].guest) throw new AppError('forbidden', 'account_required', 'Alerts need an account with an email address.');
  }

  async function get(userId: string): Promise<AlertSettings> {
    await assertAccount(userId);
    const s = await settingsRow(pool, userId);
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM push_subscriptions WHERE user_id = $1', [userId]);
    return {
      timeZone: s.time_zone,
      quietStart: s.quiet_start === null ? null : formatClock(s.quiet_start),
      quietEnd: s.quiet_end === null ? null : formatClock(s.quiet_end),
      prefs: effectivePrefs(s.prefs),
      pushSubscriptions: Number(rows[0]!.n),
    };
  }

  return {
    vapidPublicKey: deps.vapid.publicKey,
    get,

    async update(userId: string, u: { timeZone?: string; quietStart?: string | null; quietEnd?: string | null; prefs?: { kind: string; channel: string; on: boolean }[] }): Promise<AlertSettings> {
      await assertAccount(userId);
      const cur = await settingsRow(pool, userId);
      const tz = u.timeZone ?? cur.time_zone;
      if (!isTimeZone(tz)) throw bad('invalid_time_zone', 'Time zone must be an IANA zone such as America/Chicago.');
      let qs = cur.quiet_start;
      let qe = cur.quiet_end;
      if (u.quietStart !== undefined || u.quietEnd !== undefined) {
        if (!u.quietStart && !u.quietEnd) {
          qs = qe = null;
        } else {
          qs = u.quietStart ? parseClock(u.quietStart) : null;
          qe = u.quietEnd ? parseClock(u.quietEnd) : null;
          if (qs === null || qe === null) throw bad('invalid_quiet_hours', 'Quiet hours need a start and an end as HH:MM (24-hour clock).');
        }
      }
      const prefs = effectivePrefs(cur.prefs);
      for (const p of u.prefs ?? []) {
        if (!isAlertKind(p.kind)) throw bad('invalid_alert_kind', `Alert kind must be one of ${ALERT_KINDS.join(', ')}.`);
        if (!(ALERT_CHANNELS as readonly string[]).includes(p.channel)) throw bad('invalid_alert_channel', 'Channel must be email or push.');
        prefs[p.kind][p.channel as 'email' | 'push'] = p.on;
      }
      await pool.query(
        `INSERT INTO alert_settings (user_id, time_zone, quiet_start, quiet_end, prefs, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id) DO UPDATE SET time_zone = $2, quiet_start = $3, quiet_end = $4, prefs = $5, updated_at = $6`,
        [userId, tz, qs, qe, JSON.stringify(prefs), deps.now()],
      );
      return get(userId);
    },

    async subscribe(userId: string, s: { endpoint: string; p256dh: string; auth: string }): Promise<AlertSettings> {
      await assertAccount(userId);
      // The server will POST to this URL: only a browser push service's https endpoint is taken.
      if (!checkPushEndpoint(s.endpoint, { allowLoopbackForTests: deps.allowLoopbackForTests ?? false }).ok)
        throw bad('invalid_subscription', "The push endpoint must be an https URL of a browser's push service.");
      const p256dh = Buffer.from(s.p256dh ?? '', 'base64url');
      const auth = Buffer.from(s.auth ?? '', 'base64url');
      if (p256dh.length !== 65 || p256dh[0] !== 4 || auth.length !== 16) throw bad('invalid_subscription', "The subscription's keys are not a P-256 public key and a 16-byte secret.");
      await withTransaction(pool, async (tx) => {
        // The account's row is the lock that keeps two concurrent subscribes from passing the cap together.
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
        const { rows } = await tx.query<{ user_id: string }>('SELECT user_id FROM push_subscriptions WHERE endpoint = $1', [s.endpoint]);
        const owner = rows[0]?.user_id;
        if (owner && owner !== userId)
          throw new AppError('conflict', 'subscription_taken', 'This browser already gets alerts for another account. Turn push alerts off there first.');
        if (!owner) {
          const { rows: n } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [userId]);
          if (n[0]!.n >= MAX_PUSH_SUBSCRIPTIONS)
            throw bad('too_many_subscriptions', `Push alerts can be on in ${MAX_PUSH_SUBSCRIPTIONS} browsers at most. Turn them off in one first.`);
        }
        await tx.query(
          `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (endpoint) DO UPDATE SET p256dh = $4, auth = $5 WHERE push_subscriptions.user_id = $2`,
          [randomUUID(), userId, s.endpoint, s.p256dh, s.auth, deps.now()],
        );
      });
      return get(userId);
    },

    async unsubscribe(userId: string, endpoint: string): Promise<AlertSettings> {
      await assertAccount(userId);
      await pool.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);
      return get(userId);
    },

    /** The mail's one-click unsubscribe: turns that kind's email off. */
    async unsubscribeByToken(token: string): Promise<{ kind: string }> {
      const t = readUnsubscribeToken(deps.unsubscribeSecret, token);
      if (!t) throw bad('invalid_token', 'This unsubscribe link is not valid.');
      const cur = await settingsRow(pool, t.userId);
      const prefs = effectivePrefs(cur.prefs);
      prefs[t.kind].email = false;
      await pool.query(
        `INSERT INTO alert_settings (user_id, prefs, updated_at) SELECT id, $2, $3 FROM users WHERE id = $1
         ON CONFLICT (user_id) DO UPDATE SET prefs = $2, updated_at = $3`,
        [t.userId, JSON.stringify(prefs), deps.now()],
      );
      return { kind: t.kind };
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;

/**
 * One delivery row per recipient and channel for an `alert.requested` event, in the consumer's
 * transaction. Skipped at once: guests and unconfirmed addresses, users the play state blocks (a
 * cool-off or self-exclusion in force, under 21, no date of birth given yet), and channels the
 * user turned off. The rest wait for their quiet hours to end.
 */
export async function enqueueAlert(tx: Queryable, a: EventData<'alert.requested'>, now: Date): Promise<number> {
  const { rows: users } = await tx.query<SettingsRow & PlayStateColumns & { id: string; plan: string }>(
    `SELECT u.id, u.plan, s.time_zone, s.quiet_start, s.quiet_end, s.prefs, ${PLAY_STATE_COLUMNS}
       FROM users u LEFT JOIN alert_settings s ON s.user_id = u.id
      WHERE NOT u.guest AND u.email_confirmed_at IS NOT NULL AND ($1::uuid[] IS NULL OR u.id = ANY($1::uuid[]))`,
    [a.userIds],
  );
  // One statement per few thousand rows: a picks-out alert goes to every member at once.
  const rows: { user: string; channel: string; title: string; body: string; url: string; due: Date }[] = [];
  for (const u of users) {
    if (playBlockOfRow(u, now)) continue;
    const prefs = effectivePrefs(u.prefs);
    // Paid content: what a non-Pro reader gets (the picks-out alert names only the free pick).
    const content = u.plan === 'pro' || !a.freeVariant ? a : { ...a, ...a.freeVariant };
    const due = sendableAt(now, { timeZone: u.time_zone ?? 'America/New_York', quietStart: u.quiet_start ?? null, quietEnd: u.quiet_end ?? null });
    for (const channel of ALERT_CHANNELS) {
      if (prefs[a.kind][channel]) rows.push({ user: u.id, channel, title: content.title, body: content.body, url: content.url, due });
    }
  }
  let n = 0;
  for (let i = 0; i < rows.length; i += 5_000) {
    const chunk = rows.slice(i, i + 5_000);
    const r = await tx.query(
      `INSERT INTO alert_deliveries (id, user_id, kind, ref, channel, title, body, url, due_at, next_at, created_at)
       SELECT gen_random_uuid(), t.user_id, $1, $2, t.channel, t.title, t.body, t.url, t.due, t.due, $3
         FROM unnest($4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[]) AS t (user_id, channel, title, body, url, due)
       ON CONFLICT (user_id, kind, ref, channel) DO NOTHING`,
      [a.kind, a.ref, now, chunk.map((x) => x.user), chunk.map((x) => x.channel), chunk.map((x) => x.title), chunk.map((x) => x.body), chunk.map((x) => x.url), chunk.map((x) => x.due)],
    );
    n += r.rowCount ?? 0;
  }
  if (n > 0) await tx.query(`SELECT pg_notify('auth_alerts', '')`);
  return n;
}
