// Delivers due alert rows: email into the mail table (then the SMTP sender, or the dev mailbox),
// web push through `web-push` (RFC 8030 with VAPID, RFC 8291 aes128gcm) to each of the user's
// subscriptions. A failure retries with backoff (30 s doubling, 8 attempts); a push service that
// answers 404 or 410 has forgotten the subscription, which is deleted. The play state (play-repo's
// playBlockOfRow: a break, under 21, no date of birth) and the preference are checked again at send
// time (a message that waited out quiet hours is not sent to someone who went on a break).
//
// One slow account must not hold anyone else's alerts. So no request is made inside a transaction:
// a short transaction claims due rows (SKIP LOCKED, so replicas never take the same row) and leases
// them by moving `next_at` a minute on, and the deliveries then run in parallel, up to
// `concurrency` at once, at most one per account at a time (an account's next row waits for its
// previous one, so its endpoints cannot fill the slots), each push under one short deadline. A
// process that dies mid-delivery leaves the lease to run out, and the row is tried again.
import webpush from 'web-push';
import { startPolledDrain, withTransaction, type Logger, type Pool } from '@gary/platform';
import { PLAY_STATE_COLUMNS, playBlockOfRow, type PlayStateColumns } from '../adapters/play-repo';
import { effectivePrefs, unsubscribeToken, type AlertKind } from '../domain/alert-rules';
import { alertMail } from '../domain/mail-templates';
import type { VapidKeys } from './alert-service';
import { createOutcomeWriter, type Outcome } from './outcome-writer';
import { EndpointRefused, sendPushRequest, type Resolve } from './push-transport';

const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;

interface DueRow extends PlayStateColumns {
  id: string;
  user_id: string;
  kind: AlertKind;
  ref: string;
  channel: 'email' | 'push';
  title: string;
  body: string;
  url: string;
  attempts: number;
  email: string | null;
  prefs: unknown;
  /** The account's push subscriptions, read with the claim (push rows only). */
  subs: { id: string; endpoint: string; p256dh: string; auth: string }[] | null;
}

export interface AlertSender {
  /** Delivers every row due now (and any that become claimable as deliveries end); answers how many were taken. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

export interface AlertSenderOptions {
  pool: Pool;
  vapid: VapidKeys;
  publicOrigin: string;
  unsubscribeSecret: string;
  logger: Logger;
  now: () => Date;
  pollMs?: number;
  /** Deadline of one push request (all of an alert's subscriptions are sent at once). */
  pushTimeoutMs?: number;
  /** Deliveries in flight at once in this process. */
  concurrency?: number;
  /** Tests only: accept push endpoints on http://127.0.0.1 (the test's own push service). */
  allowLoopbackForTests?: boolean;
  /** DNS for push hosts (tests answer with chosen addresses). */
  resolve?: Resolve;
}

type Result = { sent: true; mail?: Extract<Outcome, { sent: true }>['mail'] } | { drop: string };

const VAPID_TTL_S = 12 * 3600;
export function startAlertSender(opts: AlertSenderOptions): AlertSender {
  const { pool, logger } = opts;
  const origin = opts.publicOrigin.replace(/\/$/, '');
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : `${origin}${u.startsWith('/') ? '' : '/'}${u}`);
  const concurrency = opts.concurrency ?? 64;
  const transport = { allowLoopbackForTests: opts.allowLoopbackForTests ?? false, timeoutMs: opts.pushTimeoutMs ?? 5_000, resolve: opts.resolve };
  const inflight = new Map<string, Promise<void>>(); // by user id
  let taken = 0;
  const outcomes = createOutcomeWriter({ pool, now: opts.now });

  // A VAPID token names the push service's origin and an expiry: one signature per origin serves
  // every subscription there for an hour (the token itself lives 12 hours).
  const vapidCache = new Map<string, { headers: Record<string, string>; until: number }>();
  const vapidHeaders = (endpoint: string): Record<string, string> => {
    const audience = new URL(endpoint).origin;
    const hit = vapidCache.get(audience);
    if (hit && hit.until > Date.now()) return hit.headers;
    const headers = webpush.getVapidHeaders(audience, opts.vapid.subject, opts.vapid.publicKey, opts.vapid.privateKey, 'aes128gcm', Math.floor(Date.now() / 1000) + VAPID_TTL_S) as Record<string, string>;
    vapidCache.set(audience, { headers, until: Date.now() + 3_600_000 });
    return headers;
  };

  /** Due rows, at most one per account and none of an account with a delivery in flight here, leased. */
  const claim = (room: number) =>
    withTransaction(pool, async (tx) => {
      const now = opts.now();
      const { rows } = await tx.query<DueRow>(
        `SELECT d.id, d.user_id, d.kind, d.ref, d.channel, d.title, d.body, d.url, d.attempts, u.email, s.prefs,
                ${PLAY_STATE_COLUMNS},
                CASE WHEN d.channel = 'push' THEN
                  (SELECT coalesce(json_agg(json_build_object('id', p.id, 'endpoint', p.endpoint, 'p256dh', p.p256dh, 'auth', p.auth) ORDER BY p.created_at), '[]')
                     FROM push_subscriptions p WHERE p.user_id = d.user_id) END AS subs
           FROM alert_deliveries d JOIN users u ON u.id = d.user_id LEFT JOIN alert_settings s ON s.user_id = d.user_id
          WHERE d.sent_at IS NULL AND d.dropped IS NULL AND d.next_at <= $1 AND NOT (d.user_id = ANY($2::uuid[]))
          ORDER BY d.next_at LIMIT $3 FOR UPDATE OF d SKIP LOCKED`,
        [now, [...inflight.keys()], room * 4],
      );
      const seen = new Set<string>();
      const chosen = rows.filter((r) => !seen.has(r.user_id) && seen.add(r.user_id)).slice(0, room);
      if (chosen.length > 0)
        await tx.query('UPDATE alert_deliveries SET next_at = $2 WHERE id = ANY($1::uuid[])', [chosen.map((r) => r.id), new Date(now.getTime() + LEASE_MS)]);
      return chosen;
    });

  async function push(r: DueRow): Promise<Result> {
    const subs = r.subs ?? [];
    if (subs.length === 0) return { drop: 'no_subscription' };
    const payload = JSON.stringify({ title: r.title, body: r.body, url: abs(r.url), kind: r.kind, tag: `${r.kind}:${r.ref}` });
    const results = await Promise.allSettled(
      subs.map(async (s) => {
        // web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID); the request goes out through push-transport.
        const req = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
          headers: vapidHeaders(s.endpoint),
          TTL: 12 * 3600,
          contentEncoding: 'aes128gcm',
        });
        return sendPushRequest({ endpoint: req.endpoint, method: req.method, headers: req.headers as Record<string, string>, body: req.body ?? null }, transport);
      }),
    );
    let delivered = 0;
    let failure: Error | null = null;
    const forget: string[] = [];
    results.forEach((res, i) => {
      const s = subs[i]!;
      if (res.status === 'rejected') {
        const err = res.reason as Error;
        // A stored endpoint that is no push service's URL (one kept from before the rule) is removed.
        if (err instanceof EndpointRefused && err.permanent) forget.push(s.id);
        else failure = err;
      } else if (res.value === 404 || res.value === 410) {
        logger.info({ subscriptionId: s.id, status: res.value }, 'push subscription gone; deleted');
        forget.push(s.id);
      } else if (res.value >= 200 && res.value < 300) {
        delivered++;
      } else {
        failure = new Error(`push service answered ${res.value}`);
      }
    });
    if (forget.length > 0) await pool.query('DELETE FROM push_subscriptions WHERE id = ANY($1::uuid[])', [forget]);
    if (delivered > 0) return { sent: true };
    if (failure) throw failure;
    return { drop: 'no_subscription' };
  }

  async function attempt(r: DueRow): Promise<Result> {
    if (playBlockOfRow(r, opts.now())) return { drop: 'break' };
    if (!effectivePrefs(r.prefs)[r.kind][r.channel]) return { drop: 'preference' };
    if (r.channel === 'push') return push(r);
    if (!r.email) return { drop: 'no_address' };
    const unsub = `${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(opts.unsubscribeSecret, r.user_id, r.kind))}`;
    // The mail is queued with the delivery's sent mark, in the same transaction (outcome-writer).
    return {
      sent: true,
      mail: {
        to: r.email,
        content: alertMail({ title: r.title, body: r.body, url: abs(r.url), unsubscribeUrl: unsub }),
        headers: { 'List-Unsubscribe': `<${unsub}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
    };
  }

  async function deliver(r: DueRow): Promise<void> {
    try {
      await outcomes.write({ id: r.id, ...(await attempt(r)) });
    } catch (err) {
      const message = String((err as Error).message).slice(0, 500);
      logger.warn({ err: message, id: r.id }, 'alert delivery failed; will retry');
      const attempts = r.attempts + 1;
      await pool
        .query(
          `UPDATE alert_deliveries SET attempts = $2::int, last_error = $3, next_at = $4, dropped = CASE WHEN $2::int >= $5::int THEN 'gave_up' END WHERE id = $1`,
          [r.id, attempts, message, new Date(opts.now().getTime() + 30_000 * 2 ** (attempts - 1)), MAX_ATTEMPTS],
        )
        .catch((e: Error) => logger.warn({ err: e.message, id: r.id }, 'alert retry not recorded; the lease will run out'));
    }
  }

  // One step: claim what the free slots take and start those deliveries; when every slot is busy,
  // wait for one to end. Answers 1 while there was work, 0 when nothing more is due.
  const step = async (): Promise<number> => {
    if (inflight.size >= concurrency) {
      await Promise.race(inflight.values());
      return 1;
    }
    const rows = await claim(concurrency - inflight.size);
    for (const r of rows) {
      inflight.set(
        r.user_id,
        deliver(r).finally(() => {
          inflight.delete(r.user_id);
          // The account may have more due rows, which the claim skipped while this one was in flight.
          drain.flush().catch((err) => logger.warn({ err }, 'alert sender failed'));
        }),
      );
    }
    taken += rows.length;
    return rows.length > 0 ? 1 : 0;
  };

  const drain = startPolledDrain({
    step,
    pollMs: opts.pollMs ?? 5_000,
    failure: 'alert sender failed',
    logger,
    listen: { pool, channel: 'auth_alerts', label: 'alerts' },
  });

  return {
    async flush() {
      const before = taken;
      do {
        await drain.flush();
        await Promise.all(inflight.values());
      } while (inflight.size > 0);
      await drain.flush();
      return taken - before;
    },
    async stop() {
      await drain.stop();
      await Promise.all(inflight.values());
    },
  };
}
