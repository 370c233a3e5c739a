// The auth service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, boolFlag, loadConfig, optionalString, optionalUrl } from '@gary/platform';
import { z } from 'zod';

const positiveInt = (def: number) => z.coerce.number().int().positive().default(def);

export const configSchema = z.object({
  ...baseEnv,
  /** PEM of the ES256 signing key; without it a key is generated and kept in the auth schema */
  JWT_PRIVATE_KEY: optionalString(),
  /** SMTP server for confirmation and reset mail; without it mail goes to the dev mailbox */
  SMTP_URL: optionalUrl(),
  /** From address of outgoing mail */
  MAIL_FROM: z.string().default('Gary <gary@localhost>'),
  /** VAPID keys of web push (base64url, as web-push generates them); without them a pair is generated and kept in the auth schema */
  VAPID_PUBLIC_KEY: optionalString(),
  VAPID_PRIVATE_KEY: optionalString(),
  /** Contact the push services may use (mailto: or https:) */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://').default('mailto:alerts@gary.invalid'),
  /** How often the alert sender looks for due messages when not woken (milliseconds) */
  ALERT_POLL_MS: positiveInt(5000),
  /** Deadline of one push request, and how many alert deliveries run at once */
  ALERT_PUSH_TIMEOUT_MS: positiveInt(5000),
  ALERT_CONCURRENCY: positiveInt(64),
  /**
   * Tests only: also accept push endpoints on http://127.0.0.1:<port> (a test's own push service).
   * Off everywhere else: `make start` and the chart never set it, and then only the https
   * endpoints of the browsers' push services are accepted or called.
   */
  ALERT_PUSH_TEST_LOOPBACK: boolFlag(false),
  /** Origin used in links sent by mail */
  PUBLIC_ORIGIN: z.string().url().default('http://localhost:8080'),
  /** Lifetime of an access token (seconds); short, because a revoked session keeps working until then */
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(900),
  /** A session ends after this many days without a refresh */
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  /** A generated signing key is replaced after this many days (0 turns automatic rotation off) */
  KEY_ROTATION_DAYS: z.coerce.number().int().min(0).default(30),
  /** argon2id cost: memory in KiB and passes (OWASP minimum: 19456 KiB, 2 passes) */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8192).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
