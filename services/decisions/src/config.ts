// The decisions service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, loadConfig } from '@gary/platform';
import { z } from 'zod';

export const configSchema = z.object({
  ...baseEnv,
  /** Key prefix of the leaderboard's Redis sorted sets (distributed mode). */
  LEADERBOARD_PREFIX: z.string().min(1).default('gary:lb:'),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
