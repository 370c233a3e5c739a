// The one config loader: a zod schema over the environment, parsed once, failing fast with every
// problem listed. Nothing else reads process.env.
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An optional string where an empty value counts as unset (so `FOO=` in a .env means "not set"). */
export const optionalString = () => z.preprocess(emptyToUndefined, z.string().optional());
export const optionalUrl = () => z.preprocess(emptyToUndefined, z.string().url().optional());
export const port = (def: number) => z.coerce.number().int().min(0).max(65535).default(def);
export const boolFlag = (def: boolean) =>
  z.preprocess((v) => (v === undefined || v === '' ? def : ['1', 'true', 'yes', 'on'].includes(String(v).toLowerCase())), z.boolean());

/** Variables every service process shares. */
export const baseEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url(),
  REDIS_URL: optionalUrl(),
  KAFKA_BROKERS: optionalString(),
  GRPC_HOST: z.string().default('0.0.0.0'),
  GRPC_PORT: port(50051),
  HTTP_PORT: port(9464),
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
};

/**
 * The language model of a service that writes with one (picks, props, thoughts): an
 * OpenAI-compatible chat API. Without a key the service's offline writer is used.
 */
export const openAiEnv = {
  /** Key of an OpenAI-compatible chat API; without it the offline writer is used */
  OPENAI_API_KEY: optionalString(),
  /** Base URL of an OpenAI-compatible server */
  OPENAI_BASE_URL: optionalUrl(),
  /** Model the service writes with */
  OPENAI_MODEL: z.string().default('gpt-5'),
  /** Per-call timeout of the language model, milliseconds */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
};
