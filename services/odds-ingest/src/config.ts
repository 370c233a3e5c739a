// The odds-ingest service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, boolFlag, loadConfig, optionalString } from '@gary/platform';
import { z } from 'zod';

const optionalSeconds = () => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional());

export const configSchema = z.object({
  ...baseEnv,
  /** The Odds API v4 key; without it the simulated provider is used */
  ODDS_API_KEY: optionalString(),
  /** Base URL of The Odds API */
  ODDS_API_BASE_URL: z.string().url().default('https://api.the-odds-api.com'),
  /** Refuse to spend credits below this many remaining */
  ODDS_API_MIN_REMAINING: z.coerce.number().int().nonnegative().default(50),
  /** Seconds between odds refreshes (one bulk call per in-season sport); default 300 simulated, 3600 with a key */
  ODDS_REFRESH_SECONDS: optionalSeconds(),
  /** Seconds between score polls while a game is on; default 30 simulated, 300 with a key */
  SCORES_POLL_SECONDS: optionalSeconds(),
  /** Run the background poller (tests turn it off and drive refreshes themselves) */
  ODDS_POLLER_ENABLED: boolFlag(true),
  /** Allow FinishGame outside the embedded mode (demo and test deployments of the simulator) */
  SIMULATION_ADMIN: boolFlag(false),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);

/** The poll schedule, with defaults that keep a real key's credit spend modest. */
export function scheduleOf(config: Config): { oddsEveryMs: number; scoresEveryMs: number } {
  const live = Boolean(config.ODDS_API_KEY);
  return {
    oddsEveryMs: (config.ODDS_REFRESH_SECONDS ?? (live ? 3600 : 300)) * 1000,
    scoresEveryMs: (config.SCORES_POLL_SECONDS ?? (live ? 300 : 30)) * 1000,
  };
}
