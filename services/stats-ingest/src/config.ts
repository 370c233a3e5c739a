// The stats-ingest service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, boolFlag, loadConfig, optionalString } from '@gary/platform';
import { z } from 'zod';

export const configSchema = z.object({
  ...baseEnv,
  /** Use the MLB Stats API and the NHL web API (no key needed) instead of the simulator; off by default because tests and the embedded mode have no internet */
  STATS_LIVE: boolFlag(false),
  /** MLB Stats API base URL (no key) */
  MLB_STATS_BASE_URL: z.string().url().default('https://statsapi.mlb.com/api/v1'),
  /** balldontlie key for NBA and NFL; without it the simulated provider is used */
  BALLDONTLIE_API_KEY: optionalString(),
  /** balldontlie base URL */
  BALLDONTLIE_BASE_URL: z.string().url().default('https://api.balldontlie.io'),
  /** NHL web API base URL (no key) */
  NHL_API_BASE_URL: z.string().url().default('https://api-web.nhle.com/v1'),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
