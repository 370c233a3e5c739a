// Responsible play for the account: the cool-off / self-exclusion state (auth owns it), starting a
// break, confirming the end of a self-exclusion, and the date of birth asked once of accounts made
// before sign-up asked for it. These routes stay open during a break (play-guard.plugin.ts).
import type { PlayBlockClaim } from '@gary/contracts';
import type { authV1, decisionsV1 } from '@gary/protos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireMember } from '../plugins/caller.plugin';
import { HELP_PATH } from '../plugins/play-guard.plugin';
import { parse } from '../validate';

const SIGN_IN = 'Sign in to manage your play.';
/** Tokens issued before a block started live this long at most (auth's access-token lifetime plus skew). */
const NOTE_MS = 16 * 60_000;

// cancelSubscription: a self-exclusion offers to cancel a running Pro subscription at the end of its paid period.
const breakBody = z.object({ kind: z.enum(['cool_off', 'self_exclusion']), period: z.string().max(8), cancelSubscription: z.boolean().optional() }).strict();
const endBody = z.object({ password: z.string().min(1).max(1024) }).strict();
const dobBody = z.object({ dateOfBirth: z.string().max(32) }).strict();
const amount = z.number().finite();
const planBody = z
  .object({
    stakeUnits: amount.optional(),
    // 0 or null clears it.
    bankroll: amount.nullable().optional(),
    unitSize: amount.nullable().optional(),
    // value null removes the limit (after 24 hours, like a raise).
    limits: z.array(z.object({ name: z.string().max(32), value: amount.nullable() }).strict()).max(8).optional(),
  })
  .strict();
const raiseParams = z.object({ name: z.string().max(32) });

const breakView = (b: authV1.PlayBreak__Output) => ({
  kind: b.kind,
  period: b.period,
  startedAt: b.startedAt,
  endsAt: b.endsAt,
  endedAt: b.endedAt || null,
  endReason: b.endReason || null,
});

export function playView(s: authV1.PlayStatus__Output) {
  return {
    state: s.state as 'none' | PlayBlockClaim['state'],
    until: s.until || null,
    awaitingConfirmation: s.awaitingConfirmation,
    needsDateOfBirth: s.needsDateOfBirth,
    current: s.current ? breakView(s.current) : null,
    history: s.history.map(breakView),
    help: HELP_PATH,
  };
}

const planView = (p: decisionsV1.PlayPlan__Output) => ({
  stakeUnits: p.stakeUnits,
  bankroll: p.bankroll ?? null,
  unitSize: p.unitSize ?? null,
  limits: p.limits.map((l) => ({
    name: l.name,
    value: l.value ?? null,
    pending: l.pending ? { value: l.pendingValue ?? null, appliesAt: l.pendingAppliesAt } : null,
    used: l.used,
    resetsAt: l.resetsAt,
  })),
  help: HELP_PATH,
});

export async function playRoutes(app: FastifyInstance): Promise<void> {
  const guard = requireMember(SIGN_IN);
  const auth = () => app.services('auth');
  const note = (req: FastifyRequest, s: authV1.PlayStatus__Output) => {
    if (s.state !== 'none') app.notePlayBlock(req.caller!.userId, { state: s.state as 'cool_off', until: s.state === 'cool_off' ? s.until || null : null }, NOTE_MS);
  };

  /**
   * The exclusion has started whatever happens here: a subscription that cannot be cancelled now is
   * said so (the dashboard's cancel stays open during the break), not a failed break.
   */
  async function cancelAtPeriodEnd(req: FastifyRequest) {
    const userId = req.caller!.userId;
    try {
      const e = await app.services('billing').Cancel({ userId }, app.callOptions(req));
      app.plans.invalidate(userId);
      return { cancelled: true, plan: e.plan, status: e.status, currentPeriodEnd: e.currentPeriodEnd || null, cancelAtPeriodEnd: e.cancelAtPeriodEnd, message: null };
    } catch (err) {
      const e = err as { code?: string; message?: string };
      if (e.code !== 'no_subscription') req.log.warn({ err }, 'cancelling Pro with a self-exclusion failed');
      const message = e.code === 'no_subscription' ? 'You have no running subscription to cancel.' : 'Your subscription could not be cancelled just now: cancel it from your dashboard.';
      return { cancelled: false, plan: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: null, message };
    }
  }

  app.get('/api/play', { preHandler: guard, config: { openapi: { summary: 'My cool-off, self-exclusion and age state', tags: ['play'], auth: 'member' } } }, async (req) =>
    playView(await auth().GetPlay({ userId: req.caller!.userId }, app.callOptions(req))),
  );

  app.post(
    '/api/play/break',
    { preHandler: guard, config: { openapi: { summary: 'Start a cool-off (24h, 7d, 30d, 6w) or a self-exclusion (6m, 1y, 5y); neither can be ended early. A self-exclusion with cancelSubscription also cancels Pro at the end of its paid period', tags: ['play'], auth: 'member', body: breakBody } } },
    async (req) => {
      const body = parse(breakBody, req.body ?? {});
      const s = await auth().StartBreak({ userId: req.caller!.userId, kind: body.kind, period: body.period }, app.callOptions(req));
      note(req, s);
      if (body.kind !== 'self_exclusion' || !body.cancelSubscription) return playView(s);
      return { ...playView(s), subscription: await cancelAtPeriodEnd(req) };
    },
  );

  app.post(
    '/api/play/break/end',
    { preHandler: guard, config: { openapi: { summary: 'Confirm the end of a self-exclusion whose time is up (needs the password)', tags: ['play'], auth: 'member', body: endBody } } },
    async (req) => playView(await auth().ConfirmBreakEnd({ userId: req.caller!.userId, password: parse(endBody, req.body ?? {}).password }, app.callOptions(req))),
  );

  // Stakes and limits (decisions owns them): lowering a limit applies at once, raising one after 24 hours.
  app.get('/api/play/plan', { preHandler: guard, config: { openapi: { summary: 'My stake, bankroll, unit size and limits, with what is used and when it resets', tags: ['play'], auth: 'member' } } }, async (req) =>
    planView(await app.services('decisions').GetPlan({ userId: req.caller!.userId }, app.callOptions(req))),
  );

  app.put(
    '/api/play/plan',
    { preHandler: guard, config: { openapi: { summary: 'Set my stake (units), bankroll, unit size and limits (decisions_day, decisions_week, units_day, units_week)', tags: ['play'], auth: 'member', body: planBody } } },
    async (req) => {
      const body = parse(planBody, req.body ?? {});
      const p = await app.services('decisions').UpdatePlan(
        {
          userId: req.caller!.userId,
          stakeUnits: body.stakeUnits,
          bankroll: body.bankroll === undefined ? undefined : (body.bankroll ?? 0),
          unitSize: body.unitSize === undefined ? undefined : (body.unitSize ?? 0),
          limits: (body.limits ?? []).map((l) => ({ name: l.name, ...(l.value === null ? {} : { value: l.value }) })),
        },
        app.callOptions(req),
      );
      return planView(p);
    },
  );

  app.delete('/api/play/plan/raises/:name', { preHandler: guard, config: { openapi: { summary: 'Cancel a limit raise that is still waiting its 24 hours', tags: ['play'], auth: 'member' } } }, async (req) =>
    planView(await app.services('decisions').CancelRaise({ userId: req.caller!.userId, name: parse(raiseParams, req.params).name }, app.callOptions(req))),
  );

  const spendQuery = z.object({ period: z.enum(['day', 'week', 'month', 'quarter']).optional(), count: z.coerce.number().int().min(1).max(12).optional() }).loose();
  app.get(
    '/api/play/spend',
    { preHandler: guard, config: { openapi: { summary: 'My Spend: net units (and money, with a unit size) per Eastern day, week, month or quarter', tags: ['play'], auth: 'member', query: spendQuery } } },
    async (req) => {
      const q = parse(spendQuery, req.query ?? {});
      const s = await app.services('decisions').GetSpend({ userId: req.caller!.userId, period: q.period ?? 'week', count: q.count ?? 8 }, app.callOptions(req));
      return { period: s.period, unitSize: s.unitSize ?? null, buckets: s.buckets };
    },
  );

  // Harm markers are about the caller and for the caller only: no route shows anyone else's.
  app.get('/api/play/markers', { preHandler: guard, config: { openapi: { summary: 'What Gary notices in my own play (harm markers, thresholds, the suggested response)', tags: ['play'], auth: 'member' } } }, async (req) => {
    const m = await app.services('decisions').GetMarkers({ userId: req.caller!.userId }, app.callOptions(req));
    return { markers: m.markers, response: m.response, help: HELP_PATH };
  });

  app.put(
    '/api/me/date-of-birth',
    { preHandler: guard, config: { openapi: { summary: 'Record my date of birth (asked once of older accounts; 21+)', tags: ['play'], auth: 'member', body: dobBody } } },
    async (req) => {
      const s = await auth().SetDateOfBirth({ userId: req.caller!.userId, dateOfBirth: parse(dobBody, req.body ?? {}).dateOfBirth }, app.callOptions(req));
      note(req, s);
      return playView(s);
    },
  );
}
