// start(config, adapters): what the embedded runner and src/main.ts both call.
import path from 'node:path';
import { bootService, runMigrations, type ServiceAdapters, type ServiceHandle } from '@gary/platform';
import { createBillingRepo, secretOf } from './adapters/billing-repo';
import { createStripeClient } from './adapters/stripe-client';
import { createCheckoutService, type CheckoutService } from './checkout-service';
import type { Config } from './config';
import { billingHandlers } from './grpc/billing-handlers';
import { createWebhookProcessor } from './webhook-processor';

const MIGRATIONS = path.resolve(__dirname, '../migrations');

export interface BillingHandle extends ServiceHandle {
  checkout: CheckoutService;
}

export async function start(config: Config, adapters: ServiceAdapters): Promise<BillingHandle> {
  const { pool, now, logger } = adapters;
  await runMigrations({ pool, schema: adapters.schema, dir: MIGRATIONS, logger });
  // Stripe's endpoint secret when given; otherwise one generated here for the simulator to sign with.
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET ?? (await secretOf(pool, 'simulator_webhook_secret', 'whsec_sim_'));
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

  const handle = await bootService({
    name: 'billing',
    adapters,
    grpcHost: config.GRPC_HOST,
    grpcPort: config.GRPC_PORT,
    migrationsDir: MIGRATIONS,
    impl: billingHandlers({ checkout, webhooks }),
    consumes: {
      topics: ['user.registered'],
      handlers: {
        'user.registered': async (event, tx) => {
          await createBillingRepo(tx).upsertCustomer(event.data.userId, event.data.email);
        },
      },
    },
    background: async () => {
      const tick = async () => {
        const token = await adapters.lock.acquire('billing:simulated-periods', 55_000);
        if (!token) return;
        try {
          await checkout.settleRefunds();
          await checkout.endSimulatedPeriods();
        } finally {
          await adapters.lock.release('billing:simulated-periods', token);
        }
      };
      const timer = setInterval(() => void tick().catch((err) => logger.warn({ err }, 'billing sweep failed')), 60_000);
      timer.unref();
      return async () => clearInterval(timer);
    },
  });
  return { ...handle, checkout };
}
