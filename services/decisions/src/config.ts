// The decisions service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, loadConfig } from '@gary/platform';
import { z } from 'zod';

export const configSchema = z.object({
  ...baseEnv,
  /** Key prefix of the leaderboard's Redis sorted sets (distributed mode). */
  LEADERBOARD_PREFIX: z.string().min(1).default('gary:lb:'),
  /** Decisions sent in one statement at most, and statements running at once (group commit). */
  DECIDE_BATCH_MAX: z.coerce.number().int().min(1).max(1000).default(100),
  DECIDE_BATCH_IN_FLIGHT: z.coerce.number().int().min(1).max(64).default(4),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
