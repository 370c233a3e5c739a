// The props-engine service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, loadConfig, optionalString, optionalUrl } from '@gary/platform';
import { z } from 'zod';

export const configSchema = z.object({
  ...baseEnv,
  /** Key of an OpenAI-compatible chat API */
  OPENAI_API_KEY: optionalString(),
  /** Base URL of an OpenAI-compatible server */
  OPENAI_BASE_URL: optionalUrl(),
  /** Model for prop picks */
  OPENAI_MODEL: z.string().default('gpt-5'),
  /** Perplexity key for the real-time search fallback */
  PERPLEXITY_API_KEY: optionalString(),
  /** Perplexity-compatible base URL */
  PERPLEXITY_BASE_URL: z.string().url().default('https://api.perplexity.ai'),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
