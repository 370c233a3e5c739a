// start(config, adapters): what the embedded runner and src/main.ts both call.
import path from 'node:path';
import { bootService, runMigrations, type ServiceAdapters, type ServiceHandle } from '@gary/platform';
import { createAccountService } from './account-service';
import { createAccessTokenSigner } from './adapters/access-token';
import { createAccountsRepo } from './adapters/accounts-repo';
import { secretOf } from './adapters/email-tokens-repo';
import { createKeyRing, type KeyRing } from './adapters/key-ring';
import { startSmtpSender } from './adapters/mail-outbox';
import { createPasswordHasher } from './adapters/password-hasher';
import { createSessionRevocations } from './adapters/session-revocations';
import type { Config } from './config';
import { authHandlers } from './grpc/auth-handlers';
import { createMailboxService } from './mailbox-service';
import { createSessionService } from './session-service';

export interface AuthHandle extends ServiceHandle {
  keys: KeyRing;
}

const MIGRATIONS = path.resolve(__dirname, '../migrations');
const HOUR = 3_600_000;

export async function start(config: Config, adapters: ServiceAdapters): Promise<AuthHandle> {
  const { pool, now, logger } = adapters;
  // Keys and secrets live in tables, so the schema must exist before the server answers.
  await runMigrations({ pool, schema: adapters.schema, dir: MIGRATIONS, logger });
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
  const accounts = createAccountService({
    pool,
    hasher,
    limiter: adapters.rateLimiter,
    now,
    emailSecret: await secretOf(pool, 'email_link_hmac'),
    publicOrigin: config.PUBLIC_ORIGIN,
    revocations,
    logger,
  });
  const sessions = createSessionService({
    pool,
    hasher,
    sign,
    limiter: adapters.rateLimiter,
    now,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    revocations,
    deviceSecret: await secretOf(pool, 'device_token_hmac'),
  });

  const handle = await bootService({
    name: 'auth',
    adapters,
    grpcHost: config.GRPC_HOST,
    grpcPort: config.GRPC_PORT,
    migrationsDir: MIGRATIONS,
    impl: authHandlers({ accounts, sessions, keys, mailbox: config.SMTP_URL ? null : createMailboxService({ pool, hasher, limiter: adapters.rateLimiter }) }),
    consumes: {
      topics: ['subscription.changed'],
      handlers: {
        // Keeps users.plan in step for operators reading the auth schema; billing stays the source of truth.
        'subscription.changed': async (event, tx) => {
          await createAccountsRepo(tx).setPlan(event.data.userId, event.data.plan);
        },
      },
    },
    background: async () => {
      const sender = config.SMTP_URL
        ? startSmtpSender({ pool, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger, now })
        : null;
      // Generated keys age out: one replica at a time checks hourly and rotates when due.
      const rotateTick = async () => {
        const token = await adapters.lock.acquire('auth:key-rotation', 5 * 60_000);
        if (!token) return;
        try {
          await keys.rotateIfOlderThan(config.KEY_ROTATION_DAYS);
        } finally {
          await adapters.lock.release('auth:key-rotation', token);
        }
      };
      const timer = setInterval(() => void rotateTick().catch((err) => logger.warn({ err }, 'key rotation check failed')), HOUR);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await accounts.drain();
        if (sender) await sender.stop();
      };
    },
  });
  return { ...handle, keys };
}
