// The props-engine service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, openAiEnv, boolFlag, loadConfig, optionalString } from '@gary/platform';
import { z } from 'zod';

const msList = (def: string) =>
  z
    .string()
    .default(def)
    .transform((s, ctx) => {
      const parts = s.split(',').map((p) => Number(p.trim()));
      if (parts.length === 0 || parts.some((n) => !Number.isFinite(n) || n < 0)) {
        ctx.addIssue({ code: 'custom', message: 'expected comma-separated milliseconds, e.g. 10000,20000' });
        return z.NEVER;
      }
      return parts;
    });

export const configSchema = z.object({
  ...baseEnv,
  // OPENAI_API_KEY (absent: the offline writer), OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS
  ...openAiEnv,
  /** Waits before the prop model's rate-limit retries (3 attempts: 10 s, then 20 s) */
  PROPS_RATE_LIMIT_WAITS_MS: msList('10000,20000'),
  /** Perplexity key for the real-time search fallback */
  PERPLEXITY_API_KEY: optionalString(),
  /** Perplexity-compatible base URL */
  PERPLEXITY_BASE_URL: z.string().url().default('https://api.perplexity.ai'),
  /** Search model (sonar-pro, then sonar, are tried when it is refused as invalid) */
  PERPLEXITY_MODEL: z.string().default('sonar'),
  PERPLEXITY_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Minutes after the 10:00 ET picks that the daily prop run starts */
  PROPS_SCHEDULE_DELAY_MINUTES: z.coerce.number().int().min(0).max(600).default(15),
  /** Embedded mode: generate today's props at start-up when none exist */
  PROPS_GENERATE_ON_START: boolFlag(true),
  /** Deadline of calls to odds-ingest and stats-ingest */
  PEER_DEADLINE_MS: z.coerce.number().int().positive().default(15_000),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
