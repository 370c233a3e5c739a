// The billing service, declared: migrations, then the webhook secret (stored in its schema when
// Stripe's is not given) and the checkout, the gRPC handlers, the user.registered and user.deleted consumers and the
// simulator's period sweep. main.ts and the embedded runner both call start(config, adapters).
import path from 'node:path';
import { AppError, defineService, secretOf, type DefinedHandle, type ServiceAdapters } from '@gary/platform';
import { createBillingRepo } from './adapters/billing-repo';
import { forgetMember } from './adapters/member-history';
import { createStripeClient } from './adapters/stripe-client';
import { createCheckoutService, type CheckoutService } from './checkout-service';
import type { Config } from './config';
import { billingHandlers } from './grpc/billing-handlers';
import { createWebhookProcessor } from './webhook-processor';

export interface BillingHandle extends DefinedHandle {
  checkout: CheckoutService;
}

async function prepare(config: Config, adapters: ServiceAdapters) {
  const { pool, now, logger } = adapters;
  // Stripe's endpoint secret when given; otherwise one generated here for the simulator to sign with.
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? (await secretOf(pool, 'simulator_webhook_secret', { prefix: 'whsec_sim_', encoding: 'hex' }));
  const webhooks = createWebhookProcessor({ pool, secret: webhookSecret, now, logger });
  const checkout = createCheckoutService({
    pool,
    now,
    logger,
    webhooks,
    stripe: config.STRIPE_SECRET_KEY ? createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE }) : null,
    priceId: config.STRIPE_PRICE_ID ?? '',
    webhookSecret,
    publicOrigin: config.PUBLIC_ORIGIN,
    simulatorAvailable: adapters.mode === 'embedded',
  });
  if (!config.STRIPE_SECRET_KEY) logger.info('no STRIPE_SECRET_KEY: checkout goes through the local simulator');
  return { checkout, webhooks, pool: adapters.pool };
}

export const billingService = defineService({
  name: 'billing',
  migrations: path.resolve(__dirname, '../migrations'),
  listen: (config: Config) => ({ host: config.GRPC_HOST, port: config.GRPC_PORT }),
  prepare,
  grpc: ({ checkout, webhooks, pool }) => billingHandlers({ checkout, webhooks, pool }),
  consumes: ({ checkout }) => ({
    topics: ['user.registered', 'user.deleted'],
    handlers: {
      'user.registered': async (event, tx) => {
        await createBillingRepo(tx).upsertCustomer(event.data.userId, event.data.email);
      },
      // A deleted account: no further charge (its subscription ends with the period paid, through
      // Stripe or the simulator; a failure throws, so the event is retried), then the address goes.
      'user.deleted': async (event, tx) => {
        const userId = event.data.userId;
        const cancelled = await checkout.cancel(userId).then(
          () => true,
          (err: unknown) => {
            if (err instanceof AppError && err.kind === 'not_found') return false;
            throw err;
          },
        );
        await forgetMember(tx, userId, new Date(event.data.deletedAt));
        return { outcome: cancelled ? 'subscription cancelled; address forgotten' : 'address forgotten' };
      },
    },
  }),
  jobs: ({ checkout }) => [
    {
      name: 'simulated-periods',
      scope: 'cluster',
      schedule: { every: 60_000 },
      leaseMs: 55_000,
      run: async () => {
        await checkout.settleRefunds();
        await checkout.endSimulatedPeriods();
      },
    },
  ],
  expose: ({ checkout }) => ({ checkout }),
});

export const start: (config: Config, adapters: ServiceAdapters) => Promise<BillingHandle> = billingService.start;
