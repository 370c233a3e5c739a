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
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address (rate limits, sign-in
   * counts): empty (the default) believes none; a number is how many proxy hops stand in front
   * (1 behind the ingress controller); otherwise a comma-separated list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v, ctx): false | number | string[] => {
      const t = v.trim();
      if (t === '' || t === 'false' || t === '0') return false;
      if (/^\d{1,2}$/.test(t)) return Number(t);
      const list = t.split(',').map((x) => x.trim()).filter(Boolean);
      if (t === 'true' || list.some((x) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(x))) {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY is a hop count or a list of proxy addresses/CIDRs (never "true": anyone could name their own address)' });
        return z.NEVER;
      }
      return list;
    }),
  /**
   * Prometheus /metrics on its own port (the chart's scrape port), never on the public one. 0: not
   * served (the embedded mode).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Address of the metrics port; all interfaces in a pod, where only the scraper may reach it. */
  METRICS_HOST: z.string().default('127.0.0.1'),
});

export type Config = z.infer<typeof configSchema>;
export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
