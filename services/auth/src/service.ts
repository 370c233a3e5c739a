// The auth service, declared: migrations, then the key ring and secrets (their tables exist by then),
// the gRPC handlers, the subscription.changed consumer and the hourly key rotation. main.ts and the
// embedded runner both call start(config, adapters).
import path from 'node:path';
import { defineService, secretOf, type DefinedHandle, type ServiceAdapters } from '@gary/platform';
import { createAccountService } from './account-service';
import { createAccessTokenSigner } from './adapters/access-token';
import { createAccountsRepo } from './adapters/accounts-repo';
import { createKeyRing, type KeyRing } from './adapters/key-ring';
import { startSmtpSender } from './adapters/mail-outbox';
import { createPasswordHasher } from './adapters/password-hasher';
import { createSessionRevocations } from './adapters/session-revocations';
import type { Config } from './config';
import { startAlertSender } from './alerts/alert-sender';
import { createAlertService, enqueueAlert, loadVapidKeys } from './alerts/alert-service';
import { authHandlers } from './grpc/auth-handlers';
import { createMailboxService } from './mailbox-service';
import { createMemberDataService } from './member-data-service';
import { createPlayService } from './play-service';
import { createSessionService } from './session-service';

export interface AuthHandle extends DefinedHandle {
  keys: KeyRing;
}

const HOUR = 3_600_000;

async function prepare(config: Config, adapters: ServiceAdapters) {
  const { pool, now, logger } = adapters;
  const keys = createKeyRing({
    pool,
    now,
    // A retired key stays published for a token lifetime, plus the minute replicas take to notice a rotation, plus margin.
    retentionMs: config.ACCESS_TOKEN_TTL_SECONDS * 1000 + 6 * 60_000,
    privateKeyPem: config.JWT_PRIVATE_KEY,
    logger,
  });
  await keys.init();
  const hasher = createPasswordHasher({ memoryKib: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST });
  const sign = createAccessTokenSigner({ keys, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS, now });
  const revocations = createSessionRevocations(adapters.cache, config.ACCESS_TOKEN_TTL_SECONDS);
  const retentionSecret = await secretOf(pool, 'retained_break_hmac');
  const accounts = createAccountService({
    pool,
    hasher,
    limiter: adapters.rateLimiter,
    now,
    emailSecret: await secretOf(pool, 'email_link_hmac'),
    publicOrigin: config.PUBLIC_ORIGIN,
    revocations,
    logger,
    retentionSecret,
  });
  const play = createPlayService({ pool, cache: adapters.cache, hasher, now, accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS, logger });
  const sessions = createSessionService({
    pool,
    hasher,
    sign,
    limiter: adapters.rateLimiter,
    now,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    revocations,
    deviceSecret: await secretOf(pool, 'device_token_hmac'),
    playClaim: (userId, dob) => play.claimFor(userId, dob),
  });
  const vapid = await loadVapidKeys(pool, { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT });
  const unsubscribeSecret = await secretOf(pool, 'alert_unsubscribe_hmac');
  const alerts = createAlertService({ pool, now, logger, unsubscribeSecret, vapid, allowLoopbackForTests: config.ALERT_PUSH_TEST_LOOPBACK });
  const memberData = createMemberDataService({ pool, hasher, limiter: adapters.rateLimiter, now, revocations, alerts, retentionSecret, logger });
  const mailbox = config.SMTP_URL ? null : createMailboxService({ pool, hasher, limiter: adapters.rateLimiter });
  return { config, adapters, keys, accounts, sessions, mailbox, play, alerts, memberData, vapid, unsubscribeSecret };
}

export const authService = defineService({
  name: 'auth',
  migrations: path.resolve(__dirname, '../migrations'),
  listen: (config: Config) => ({ host: config.GRPC_HOST, port: config.GRPC_PORT }),
  prepare,
  grpc: ({ accounts, sessions, keys, mailbox, play, alerts, memberData }) => authHandlers({ accounts, sessions, keys, mailbox, play, alerts, memberData }),
  consumes: ({ adapters }) => ({
    topics: ['subscription.changed', 'alert.requested'],
    handlers: {
      // Keeps users.plan in step for operators reading the auth schema; billing stays the source of truth.
      'subscription.changed': async (event, tx) => {
        await createAccountsRepo(tx).setPlan(event.data.userId, event.data.plan);
      },
      // One delivery row per recipient and channel; the alert sender sends them (never this handler).
      'alert.requested': async (event, tx) => {
        const n = await enqueueAlert(tx, event.data, adapters.now());
        return { outcome: `queued ${n}` };
      },
    },
  }),
  // Generated keys age out: one replica checks each hour and rotates when due.
  jobs: ({ keys }, config) => [{ name: 'key-rotation', scope: 'cluster', schedule: { every: HOUR }, leaseMs: 5 * 60_000, run: () => keys.rotateIfOlderThan(config.KEY_ROTATION_DAYS) }],
  warmUp: async ({ adapters: { pool, logger, now }, vapid, unsubscribeSecret }, config) => {
    const alertSender = startAlertSender({
      pool,
      vapid,
      publicOrigin: config.PUBLIC_ORIGIN,
      unsubscribeSecret,
      logger,
      now,
      pollMs: config.ALERT_POLL_MS,
      pushTimeoutMs: config.ALERT_PUSH_TIMEOUT_MS,
      concurrency: config.ALERT_CONCURRENCY,
      allowLoopbackForTests: config.ALERT_PUSH_TEST_LOOPBACK,
    });
    const sender = config.SMTP_URL ? startSmtpSender({ pool, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, now }) : null;
    return async () => {
      await alertSender.stop();
      await sender?.stop();
    };
  },
  drain: ({ accounts }) => accounts.drain(),
  expose: ({ keys }) => ({ keys }),
});

export const start: (config: Config, adapters: ServiceAdapters) => Promise<AuthHandle> = authService.start;
