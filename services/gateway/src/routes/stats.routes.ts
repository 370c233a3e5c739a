// My stats and BetCard, and the live stream of them (server-sent events).
import type { EventBus } from '@gary/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember } from '../plugins/caller.plugin';
import { openSseStream } from '../sse/sse-stream';
import { createStatsHub } from '../sse/stats-hub';
import { createPickStatusHub } from '../sse/pick-status-hub';
import { freePickOf } from './pick-access';
import { betCardView } from '../sse/stats-view';

const SIGN_IN = 'Sign in to track your picks!';

export async function statsRoutes(app: FastifyInstance, opts: { bus?: EventBus; heartbeatMs?: number }): Promise<void> {
  const guard = requireMember(SIGN_IN);
  const card = async (userId: string, req?: FastifyRequest) => {
    const options = req ? app.callOptions(req) : { userId };
    return betCardView(await app.services('decisions').GetStats({ userId }, options));
  };
  const hub = createStatsHub({ bus: opts.bus, logger: app.log, fetchCard: (userId) => card(userId) });
  // Picks' live status (price to beat) goes down the same stream, to callers who may read the pick.
  const pickStatus = createPickStatusHub({
    bus: opts.bus,
    logger: app.log,
    planOf: (caller) => app.planOf(caller),
    freePickOf: async (date) => freePickOf((await app.services('pick-engine').GetDailyPicks({ date, now: '' }, {})).picks)?.pickId ?? null,
  });
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    await hub.close();
    await pickStatus.close();
  });

  app.get('/api/stats/me', { preHandler: guard }, async (req) => card(req.caller!.userId, req));

  app.get('/api/stats/stream', { preHandler: guard }, async (req, reply) => {
    const userId = req.caller!.userId;
    const first = await card(userId, req);
    reply.hijack();
    let remove = () => {};
    const stream = openSseStream(reply.raw, () => remove(), opts.heartbeatMs);
    const removeStats = hub.add(userId, stream);
    const removeStatus = pickStatus.add(req.caller!, stream);
    remove = () => {
      removeStats();
      removeStatus();
    };
    stream.send('stats', first);
  });
}
