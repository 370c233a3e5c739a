// Ride or fade a pick, and my decisions. A repeat or a lost race is 409 with the decision already
// on record: {success: false, error: {code, message, details}, existingDecision}.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireMember } from '../plugins/caller.plugin';
import { parse } from '../validate';

const SIGN_IN = 'Sign in to track your picks!';

// Only the shape is checked here; what a valid side or pick is, the decisions service says.
const decideBody = z.object({ pickId: z.string().optional(), decision: z.string().optional() }).loose();
const mineQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).optional() }).loose();

export async function decisionsRoutes(app: FastifyInstance): Promise<void> {
  const guard = requireMember(SIGN_IN);

  app.post('/api/decisions', { preHandler: guard }, async (req, reply) => {
    const body = parse(decideBody, req.body ?? {});
    const userId = req.caller!.userId;
    const res = await app.services('decisions').Decide({ userId, pickId: body.pickId ?? '', decision: body.decision ?? '' }, app.callOptions(req));
    if (!res.success) {
      return reply.status(409).send({
        success: false,
        error: { code: 'decision_exists', message: res.error, details: { existingDecision: res.existingDecision } },
        existingDecision: res.existingDecision,
      });
    }
    return { success: true, error: null, existingDecision: null, outcome: res.outcome };
  });

  app.get('/api/decisions/mine', { preHandler: guard }, async (req) => {
    const q = parse(mineQuery, req.query ?? {});
    const userId = req.caller!.userId;
    const res = await app.services('decisions').ListMine({ userId, limit: q.limit ?? 50 }, app.callOptions(req));
    return {
      decisions: res.decisions.map((d) => ({
        pickId: d.pickId,
        decision: d.decision,
        outcome: d.outcome,
        createdAt: d.createdAt,
        pick: d.pick
          ? { pick: d.pick.pick, league: d.pick.league, matchup: d.pick.matchup, gameTime: d.pick.gameTime, odds: d.pick.odds, result: d.pick.result || null }
          : null,
      })),
    };
  });
}
