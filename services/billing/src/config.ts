// The billing service's configuration: the one zod schema over the environment, parsed once.
import { baseEnv, loadConfig, optionalString, optionalUrl } from '@gary/platform';
import { z } from 'zod';

export const configSchema = z
  .object({
    ...baseEnv,
    /** Stripe secret key; without it the local checkout simulator is used */
    STRIPE_SECRET_KEY: optionalString(),
    /** Signing secret of the Stripe webhook endpoint */
    STRIPE_WEBHOOK_SECRET: optionalString(),
    /** The Pro plan's recurring price ($29/month) */
    STRIPE_PRICE_ID: optionalString(),
    /** Where the Stripe API answers (tests point it at a local server); Stripe's own by default */
    STRIPE_API_BASE: optionalUrl(),
    /** Origin of the success and cancel pages */
    PUBLIC_ORIGIN: z.string().url().default('http://localhost:8080'),
  })
  .superRefine((c, ctx) => {
    if (!c.STRIPE_SECRET_KEY) return;
    for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const) {
      if (!c[name]) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when STRIPE_SECRET_KEY is set` });
    }
  });

export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
