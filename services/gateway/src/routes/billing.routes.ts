// /api/billing/*: checkout, cancel, the caller's entitlement, and Stripe's webhook (raw body kept
// byte for byte: the signature covers the exact bytes Stripe sent).
import { AppError, unavailable } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { requireMember, requireUser } from '../plugins/caller.plugin';
import { linkOrigin } from './auth.routes';

export const CHECKOUT_FAILED = 'Unable to redirect to checkout. Please try again.';
/** Kinds that say something true about the request; anything else at checkout is the generic failure. */
const PASS_THROUGH = new Set(['conflict', 'unauthenticated', 'forbidden', 'rate_limited', 'invalid']);

export async function billingRoutes(app: FastifyInstance, opts: { config: Config; mode: 'embedded' | 'distributed' }): Promise<void> {
  const billing = () => app.services('billing');

  app.post('/api/billing/checkout', { preHandler: requireMember('Sign in to upgrade to Pro.') }, async (req) => {
    const caller = req.caller!;
    try {
      const email = caller.email ?? (await app.services('auth').GetUser({ userId: caller.userId }, app.callOptions(req))).email;
      const c = await billing().CreateCheckout({ userId: caller.userId, email, origin: linkOrigin(req, opts.config, opts.mode) }, app.callOptions(req));
      return { url: c.url };
    } catch (err) {
      if (err instanceof AppError && PASS_THROUGH.has(err.kind)) throw err;
      req.log.warn({ err }, 'checkout failed');
      throw unavailable('checkout_failed', CHECKOUT_FAILED);
    }
  });

  for (const action of ['Cancel', 'Resume'] as const) {
    app.post(`/api/billing/${action.toLowerCase()}`, { preHandler: requireMember() }, async (req) => {
      const userId = req.caller!.userId;
      const e = await billing()[action]({ userId }, app.callOptions(req));
      app.plans.invalidate(userId);
      return { subscription: { plan: e.plan, status: e.status, currentPeriodEnd: e.currentPeriodEnd || null, cancelAtPeriodEnd: e.cancelAtPeriodEnd } };
    });
  }

  app.get('/api/billing/entitlement', { preHandler: requireUser }, async (req) => {
    const e = await app.plans.entitlementOf(req.caller);
    return { plan: e.plan, subscription: { status: e.status, currentPeriodEnd: e.currentPeriodEnd, cancelAtPeriodEnd: e.cancelAtPeriodEnd } };
  });

  // Its own scope, so only this route sees bodies as raw bytes.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));
    raw.post('/api/billing/webhook', async (req) => {
      const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = String(req.headers['stripe-signature'] ?? '');
      const r = await billing().HandleWebhook({ payload, signature }, app.callOptions(req));
      return { received: true, applied: r.applied };
    });
  });
}
