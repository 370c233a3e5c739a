// The gateway's configuration. It owns nothing durable, so it needs no database.
import { boolFlag, loadConfig, optionalString, optionalUrl, port } from '@gary/platform';
import { z } from 'zod';

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port(8080),
  /** The browser-facing origin; CORS is closed to everything else. */
  PUBLIC_ORIGIN: z.string().url().default('http://localhost:8080'),
  /** Folder holding frontends/<app>/dist; served only when set (the embedded mode sets it). */
  STATIC_ROOT: optionalString(),
  REDIS_URL: optionalUrl(),
  KAFKA_BROKERS: optionalString(),
  /** Deadline of every gRPC call to a service, in milliseconds. */
  GRPC_DEADLINE_MS: z.coerce.number().int().positive().default(5_000),
  RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_PER_USER_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Secure cookies need HTTPS; the embedded mode on http://localhost turns this off. */
  COOKIE_SECURE: boolFlag(true),
});

export type Config = z.infer<typeof configSchema>;
export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
