// The decisions service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, loadConfig } from '@gary/platform';
import { z } from 'zod';

export const configSchema = z.object({
  ...baseEnv,
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
