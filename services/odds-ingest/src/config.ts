// The odds-ingest service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, loadConfig, optionalString } from '@gary/platform';
import { z } from 'zod';

export const configSchema = z.object({
  ...baseEnv,
  /** The Odds API v4 key; without it the simulated provider is used */
  ODDS_API_KEY: optionalString(),
  /** Base URL of The Odds API */
  ODDS_API_BASE_URL: z.string().url().default('https://api.the-odds-api.com'),
  /** Refuse to spend credits below this many remaining */
  ODDS_API_MIN_REMAINING: z.coerce.number().int().nonnegative().default(50),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
