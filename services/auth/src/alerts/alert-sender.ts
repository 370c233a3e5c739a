// Delivers due alert rows: email into the mail table (then the SMTP sender, or the dev mailbox),
// web push through `web-push` (RFC 8030 with VAPID, RFC 8291 aes128gcm) to each of the user's
// subscriptions. A failure retries with backoff (30 s doubling, 8 attempts); a push service that
// answers 404 or 410 has forgotten the subscription, which is deleted. Rows are claimed with SKIP
// LOCKED, so replicas never send one twice; the play state (play-repo's playBlockOfRow: a break,
// under 21, no date of birth) and the preference are checked again at send time (a message that
// waited out quiet hours is not sent to someone who went on a break).
import webpush from 'web-push';
import { startRowDelivery, type Logger, type Pool, type PoolClient } from '@gary/platform';
import { queueMail } from '../adapters/mail-outbox';
import { PLAY_STATE_COLUMNS, playBlockOfRow, type PlayStateColumns } from '../adapters/play-repo';
import { effectivePrefs, unsubscribeToken, type AlertKind } from '../domain/alert-rules';
import { alertMail } from '../domain/mail-templates';
import type { VapidKeys } from './alert-service';

const MAX_ATTEMPTS = 8;

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
}

export interface AlertSender {
  flush(): Promise<number>;
  stop(): Promise<void>;
}

export function startAlertSender(opts: {
  pool: Pool;
  vapid: VapidKeys;
  publicOrigin: string;
  unsubscribeSecret: string;
  logger: Logger;
  now: () => Date;
  pollMs?: number;
  pushTimeoutMs?: number;
}): AlertSender {
  const origin = opts.publicOrigin.replace(/\/$/, '');
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : `${origin}${u.startsWith('/') ? '' : '/'}${u}`);

  async function push(client: PoolClient, r: DueRow): Promise<'sent' | 'no_subscription'> {
    const { rows: subs } = await client.query<{ id: string; endpoint: string; p256dh: string; auth: string }>(
      'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at',
      [r.user_id],
    );
    if (subs.length === 0) return 'no_subscription';
    const payload = JSON.stringify({ title: r.title, body: r.body, url: abs(r.url), kind: r.kind, tag: `${r.kind}:${r.ref}` });
    let delivered = 0;
    let failure: Error | null = null;
    for (const s of subs) {
      try {
        // web-push encrypts (RFC 8291, aes128gcm) and signs (VAPID); the request goes out with fetch.
        const req = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
          vapidDetails: opts.vapid,
          TTL: 12 * 3600,
          contentEncoding: 'aes128gcm',
        });
        const res = await fetch(req.endpoint, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: req.body ?? undefined,
          signal: AbortSignal.timeout(opts.pushTimeoutMs ?? 10_000),
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.status === 404 || res.status === 410) {
          opts.logger.info({ subscriptionId: s.id, status: res.status }, 'push subscription gone; deleted');
          await client.query('DELETE FROM push_subscriptions WHERE id = $1', [s.id]);
        } else if (res.status >= 200 && res.status < 300) {
          delivered++;
        } else {
          failure = new Error(`push service answered ${res.status}`);
        }
      } catch (err) {
        failure = err as Error;
      }
    }
    if (failure && delivered === 0) throw failure;
    return delivered > 0 ? 'sent' : 'no_subscription';
  }

  return startRowDelivery<DueRow>({
    pool: opts.pool,
    claim: async (client) =>
      (
        await client.query<DueRow>(
          `SELECT d.id, d.user_id, d.kind, d.ref, d.channel, d.title, d.body, d.url, d.attempts, u.email, s.prefs, ${PLAY_STATE_COLUMNS}
             FROM alert_deliveries d JOIN users u ON u.id = d.user_id LEFT JOIN alert_settings s ON s.user_id = d.user_id
            WHERE d.sent_at IS NULL AND d.dropped IS NULL AND d.next_at <= $1
            ORDER BY d.next_at LIMIT 1 FOR UPDATE OF d SKIP LOCKED`,
          [opts.now()],
        )
      ).rows[0],
    deliver: async (client, r) => {
      const now = opts.now();
      const drop = async (why: string) => void (await client.query('UPDATE alert_deliveries SET dropped = $2 WHERE id = $1', [r.id, why]));
      if (playBlockOfRow(r, now)) return drop('break');
      if (!effectivePrefs(r.prefs)[r.kind][r.channel]) return drop('preference');
      if (r.channel === 'email') {
        if (!r.email) return drop('no_address');
        const unsub = `${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken(opts.unsubscribeSecret, r.user_id, r.kind))}`;
        await queueMail(client, r.email, alertMail({ title: r.title, body: r.body, url: abs(r.url), unsubscribeUrl: unsub }), now, {
          'List-Unsubscribe': `<${unsub}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        });
      } else if ((await push(client, r)) === 'no_subscription') {
        return drop('no_subscription');
      }
      await client.query('UPDATE alert_deliveries SET sent_at = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1', [r.id, now]);
    },
    retryLater: async (client, r, message) => {
      const attempts = r.attempts + 1;
      await client.query(
        `UPDATE alert_deliveries SET attempts = $2::int, last_error = $3, next_at = $4, dropped = CASE WHEN $2::int >= $5::int THEN 'gave_up' END WHERE id = $1`,
        [r.id, attempts, message, new Date(opts.now().getTime() + 30_000 * 2 ** (attempts - 1)), MAX_ATTEMPTS],
      );
    },
    what: 'alert',
    pollMs: opts.pollMs ?? 5_000,
    logger: opts.logger,
    listen: { channel: 'auth_alerts', label: 'alerts' },
  });
}
