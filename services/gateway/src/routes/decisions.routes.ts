// Ride or fade a pick, and my decisions. A repeat or a lost race is 409 with the decision already
// on record: {success: false, error: {code, message, details}, existingDecision}.
//
// Deciding is for picks the caller may read (pick-access.ts): a caller who is not Pro may ride or
// fade the day's free pick only (props and the parlay are Pro's until graded, and a graded item's
// game has started). Any other id, locked or unknown, a pick's, a prop's or the parlay's, gets the same 404
// 'That pick does not exist.' (pickNotFound), so the answer tells nothing about a locked pick.
// What comes back about a pick follows the same rule: my decisions show a pick's text and price
// only where the caller may read it now (a Pro plan that lapsed hides the ungraded ones again).
import { myDecisionsBody, type ApiDecideResponse, type ApiMyDecisions } from '@gary/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireMember, type Caller } from '../plugins/caller.plugin';
import { parse } from '../validate';
import { readableDecisions, readableWithoutPro } from './decision-view';
import { pickNotFound, shownId, type Plan } from './pick-access';

const SIGN_IN = 'Sign in to track your picks!';

// Only the shape is checked here; what a valid side or pick is, the decisions service says.
const decideBody = z.object({ pickId: z.string().optional(), decision: z.string().optional() }).loose();
const mineQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).optional() }).loose();

export interface DecisionsRoutesOptions {
  /** The caller's plan (app.planOf); a failed lookup counts as free, which can only hide. */
  planOf(caller: Caller | null): Promise<Plan>;
}

export async function decisionsRoutes(app: FastifyInstance, opts: DecisionsRoutesOptions): Promise<void> {
  const guard = requireMember(SIGN_IN);
  const planOf = (req: FastifyRequest) => opts.planOf(req.caller).catch(() => 'free' as const);

  app.post('/api/decisions', { preHandler: guard }, async (req, reply) => {
    const body = parse(decideBody, req.body ?? {});
    const userId = req.caller!.userId;
    const pickId = body.pickId ?? '';
    // An empty id is the decisions service's 400; any other id must be a pick the caller may read.
    if (pickId.trim() !== '' && (await planOf(req)) !== 'pro') {
      if (!(await readableWithoutPro(app, req, [pickId])).has(pickId)) throw pickNotFound();
    }
    const res = await app.services('decisions').Decide({ userId, pickId, decision: body.decision ?? '' }, app.callOptions(req));
    if (!res.success) {
      return reply.status(409).send(<ApiDecideResponse>{
        success: false,
        error: { code: 'decision_exists', message: res.error, details: { existingDecision: res.existingDecision } },
        existingDecision: res.existingDecision,
      });
    }
    const saved: ApiDecideResponse = { success: true, error: null, existingDecision: null, outcome: res.outcome };
    return saved;
  });

  app.get('/api/decisions/mine', { preHandler: guard, config: { openapi: { summary: 'My decisions, newest first', tags: ['decisions'], query: mineQuery, response: myDecisionsBody, auth: 'member' } } }, async (req): Promise<ApiMyDecisions> => {
    const q = parse(mineQuery, req.query ?? {});
    const userId = req.caller!.userId;
    const [res, plan] = await Promise.all([app.services('decisions').ListMine({ userId, limit: q.limit ?? 50 }, app.callOptions(req)), planOf(req)]);
    const readable = await readableDecisions(app, req, res.decisions, plan);
    return {
      decisions: res.decisions.map((d) => {
        const ok = readable(d);
        return {
          pickId: shownId(d.pickId, ok),
          decision: d.decision,
          outcome: d.outcome,
          createdAt: d.createdAt,
          pick: !d.pick
            ? null
            : ok
              ? { pick: d.pick.pick, league: d.pick.league, matchup: d.pick.matchup, gameTime: d.pick.gameTime, odds: d.pick.odds, result: d.pick.result || null }
              : { pick: null, league: d.pick.league, matchup: d.pick.matchup, gameTime: d.pick.gameTime, odds: null, result: null },
          ...(ok ? {} : { locked: true }),
          stakeUnits: d.stakeUnits,
          price: ok && d.price ? d.price : null,
          netUnits: d.outcome === 'pending' ? null : d.netUnits,
        };
      }),
    };
  });
}
