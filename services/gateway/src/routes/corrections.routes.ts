// Corrections in public: every result changed after grading (a corrected final, a void, a
// postponed or cancelled game), newest first, with the old and new result, the reason and the
// source. A correction of a graded pick is about a pick already public on the Billfold; a scratch of
// a pick never graded shows its game to everyone and its pick only to whoever may read it (the rule
// of pick-access.ts). Admins scratch a game here (postponed, cancelled or void, with a reason).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiCorrections } from '@gary/contracts';
import { z } from 'zod';
import { requireAdmin } from '../plugins/caller.plugin';
import { parse } from '../validate';
import { isGraded, shownId, type Plan } from './pick-access';

const query = z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) });
const scratchParams = z.object({ eventId: z.string().min(1).max(200).regex(/^[A-Za-z0-9_.:-]+$/, 'eventId has unexpected characters') });
const scratchBody = z.object({
  status: z.enum(['postponed', 'cancelled', 'void']),
  reason: z.string().trim().min(1, 'Say why the game is scratched').max(500),
});

export async function correctionsRoutes(app: FastifyInstance, opts: { planOf: (caller: FastifyRequest['caller']) => Promise<Plan> }): Promise<void> {
  app.get('/api/corrections', { config: { openapi: { summary: 'Every correction of a result, newest first (public)', tags: ['billfold'], query } } }, async (req): Promise<ApiCorrections> => {
    const q = parse(query, req.query);
    const [list, plan] = await Promise.all([
      app.services('pick-engine').ListCorrections({ limit: q.limit }, app.callOptions(req)),
      opts.planOf(req.caller).catch(() => 'free' as const),
    ]);
    return {
      corrections: list.corrections.map((c) => {
        const readable = plan === 'pro' || isGraded(c.oldResult) || isGraded(c.newResult);
        return {
          id: c.correctionId,
          pickId: shownId(c.pickId, readable),
          date: c.date,
          league: c.league,
          matchup: c.matchup,
          gameTime: c.gameTime,
          pick: readable ? c.pick : null,
          odds: readable ? c.odds : null,
          locked: !readable,
          revision: c.revision,
          kind: c.kind as ApiCorrections['corrections'][number]['kind'],
          oldResult: c.oldResult || null,
          newResult: c.newResult,
          oldFinalScore: c.oldFinalScore || null,
          newFinalScore: c.newFinalScore || null,
          reason: c.reason,
          source: c.source,
          correctedAt: c.correctedAt,
        };
      }),
    };
  });

  app.post(
    '/api/admin/games/:eventId/scratch',
    { preHandler: requireAdmin, config: { openapi: { summary: "Scratch a game (postponed, cancelled or void): its picks are voided", tags: ['admin'], body: scratchBody, auth: 'admin' } } },
    async (req) => {
      const { eventId } = parse(scratchParams, req.params);
      const b = parse(scratchBody, req.body ?? {});
      const res = await app.services('pick-engine').ScratchGame(
        { eventId, status: b.status, reason: b.reason, requestedBy: req.caller?.userId ?? 'admin' },
        app.callOptions(req),
      );
      return { eventId, status: b.status, voided: res.voided };
    },
  );
}
