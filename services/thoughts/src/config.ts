// The thoughts service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, openAiEnv, boolFlag, loadConfig } from '@gary/platform';
import { z } from 'zod';

const ms = (def: number) => z.coerce.number().int().min(0).default(def);

export const configSchema = z.object({
  ...baseEnv,
  // OPENAI_API_KEY (absent: the offline writer), OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_TIMEOUT_MS
  ...openAiEnv,
  /** The spec's waits: 3 s before generating, 5 s between sports, 3 s between games, 10 s on a rate limit */
  THOUGHTS_START_DELAY_MS: ms(3_000),
  THOUGHTS_SPORT_GAP_MS: ms(5_000),
  THOUGHTS_GAME_GAP_MS: ms(3_000),
  THOUGHTS_RATE_LIMIT_WAIT_MS: ms(10_000),
  /** How long a request waits for a run before answering that Gary is still at it */
  THOUGHTS_REQUEST_WAIT_MS: ms(20_000),
  /** Embedded mode: generate today's thoughts at start-up */
  THOUGHTS_GENERATE_ON_START: boolFlag(true),
  PEER_DEADLINE_MS: z.coerce.number().int().positive().default(15_000),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
