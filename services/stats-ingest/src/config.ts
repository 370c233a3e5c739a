// The stats-ingest service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, loadConfig, optionalString } from '@gary/platform';
import { z } from 'zod';

const flagOrUnset = z.preprocess((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(v).toLowerCase())), z.boolean().optional());

export const configSchema = z.object({
  ...baseEnv,
  /**
   * Use the MLB Stats API and the NHL web API (no key needed) instead of the simulator. Unset, it
   * follows the odds: on when ODDS_API_KEY is set (real games are written about with real records,
   * starters and injuries, never simulated ones), off otherwise (tests and the embedded mode).
   */
  STATS_LIVE: flagOrUnset,
  /** Read only to decide STATS_LIVE's default: real odds mean real context. */
  ODDS_API_KEY: optionalString(),
  /** MLB Stats API base URL (no key) */
  MLB_STATS_BASE_URL: z.string().url().default('https://statsapi.mlb.com/api/v1'),
  /** balldontlie key for NBA and NFL; without it the simulated provider is used */
  BALLDONTLIE_API_KEY: optionalString(),
  /** balldontlie base URL */
  BALLDONTLIE_BASE_URL: z.string().url().default('https://api.balldontlie.io'),
  /** NHL web API base URL (no key) */
  NHL_API_BASE_URL: z.string().url().default('https://api-web.nhle.com/v1'),
});

export type Config = Omit<z.infer<typeof configSchema>, 'STATS_LIVE'> & { STATS_LIVE: boolean };

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const c = loadConfig(configSchema, env);
  return { ...c, STATS_LIVE: c.STATS_LIVE ?? Boolean(c.ODDS_API_KEY) };
};
