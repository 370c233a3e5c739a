// The auth service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, loadConfig, optionalString, optionalUrl } from '@gary/platform';
import { z } from 'zod';

export const configSchema = z.object({
  ...baseEnv,
  /** PEM of the ES256 signing key; without it a key is generated and kept in the auth schema */
  JWT_PRIVATE_KEY: optionalString(),
  /** SMTP server for confirmation and reset mail; without it mail goes to the dev mailbox */
  SMTP_URL: optionalUrl(),
  /** From address of outgoing mail */
  MAIL_FROM: z.string().default('Gary <gary@localhost>'),
  /** Origin used in links sent by mail */
  PUBLIC_ORIGIN: z.string().url().default('http://localhost:8080'),
});

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
