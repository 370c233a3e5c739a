// The pick-engine service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, loadConfig, optionalString, optionalUrl } from '@gary/platform';
import { z } from 'zod';

export const configSchema = z.object({
  ...baseEnv,
  /** Key of an OpenAI-compatible chat API; without it the offline writer is used */
  OPENAI_API_KEY: optionalString(),
  /** Base URL of an OpenAI-compatible server */
  OPENAI_BASE_URL: optionalUrl(),
  /** Model for the rationale */
  OPENAI_MODEL: z.string().default('gpt-5'),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
