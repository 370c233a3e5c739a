// Admin: trigger a generation run and watch its per-sport progress.
import { easternDateSchema, generationStatusBody, type ApiGenerationStatus } from '@gary/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../plugins/caller.plugin';
import { parse } from '../validate';

const body = z
  .object({
    // A date that does not exist is a 400 here, before pick-engine takes its generation lock.
    date: easternDateSchema.optional(),
    sports: z.array(z.enum(['NBA', 'MLB', 'NHL', 'NFL', 'EPL'])).optional(),
  })
  .default({});

const propsBody = z
  .object({
    date: easternDateSchema.optional(),
    sports: z.array(z.enum(['NBA', 'MLB', 'NHL', 'NFL'])).optional(),
  })
  .default({});

export async function adminPicksRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/admin/picks/generate', { preHandler: requireAdmin, config: { openapi: { summary: 'Generate picks now', tags: ['admin'], body, auth: 'admin' } } }, async (req) => {
    const b = parse(body, req.body ?? {});
    const res = await app.services('pick-engine').Generate(
      { date: b.date ?? '', sports: b.sports ?? [], requestedBy: req.caller?.userId ?? 'admin' },
      app.callOptions(req),
    );
    return { runId: res.runId, started: res.started, message: res.message };
  });

  // Player props are made in one call (a few seconds): the answer carries the spec's message.
  app.post('/api/admin/props/generate', { preHandler: requireAdmin, config: { openapi: { summary: 'Generate player props now', tags: ['admin'], body: propsBody, auth: 'admin' } } }, async (req) => {
    const b = parse(propsBody, req.body ?? {});
    const res = await app.services('props-engine').Generate({ date: b.date ?? '', sports: b.sports ?? [] }, app.callOptions(req));
    return { success: res.success, count: res.count, level: res.level, message: res.message };
  });

  app.get('/api/admin/picks/status', { preHandler: requireAdmin, config: { openapi: { summary: 'Generation status', tags: ['admin'], response: generationStatusBody, auth: 'admin' } } }, async (req): Promise<ApiGenerationStatus> => {
    const s = await app.services('pick-engine').GetGenerationStatus({}, app.callOptions(req));
    return {
      running: s.running,
      runId: s.runId || null,
      sports: s.sports.map((x) => ({ sport: x.sport, state: x.state, message: x.message, games: x.games, picks: x.picks })),
      lastRun: s.lastRunAt || null,
      nextRun: s.nextRunAt || null,
    };
  });
}
