// My stats and BetCard, and the live stream of them (server-sent events). The stream's first card
// is read from decisions when it opens; after that the hub pushes the card each user-stats.updated
// carries, with no call back.
import type { EventBus } from '@gary/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember } from '../plugins/caller.plugin';
import { openSseStream } from '../sse/sse-stream';
import { createStatsHub, type StatsHub } from '../sse/stats-hub';
import { betCardFromProto, forBrowser } from '../sse/stats-view';
import { createPickStatusHub } from '../sse/pick-status-hub';

const SIGN_IN = 'Sign in to track your picks!';

export async function statsRoutes(app: FastifyInstance, opts: { bus?: EventBus; hub?: StatsHub; heartbeatMs?: number }): Promise<void> {
  const guard = requireMember(SIGN_IN);
  const card = async (req: FastifyRequest) => {
    const userId = req.caller!.userId;
    return betCardFromProto(await app.services('decisions').GetStats({ userId }, app.callOptions(req)));
  };
  // The service's hub (service.ts) is started and closed by defineService, as a listener; an app
  // built alone (tests with inject) gets its own, which starts now and ends with the app.
  let hub = opts.hub;
  if (!hub) {
    const own = createStatsHub({ bus: opts.bus, logger: app.log, view: forBrowser });
    void own.start();
    // Open streams would keep the server from closing: end them first.
    app.addHook('preClose', async () => own.close());
    hub = own;
  }
  const streams = hub;
  // A cool-off or self-exclusion started here ends the user's live streams at once (play-guard.plugin.ts);
  // new ones are refused, on every replica, by the play guard.
  app.onPlayBlock?.((userId) => streams.endUser(userId));
  // Picks' live status (price to beat) goes down the same stream, to callers who may read the pick;
  // the event says whether the pick is its card's free one, so it costs no call at all.
  const pickStatus = createPickStatusHub({
    bus: opts.bus,
    logger: app.log,
    planOf: (caller) => app.planOf(caller),
  });
  app.addHook('preClose', async () => pickStatus.close());

  app.get('/api/stats/me', { preHandler: guard }, async (req) => forBrowser(await card(req)));

  app.get('/api/stats/stream', { preHandler: guard }, async (req, reply) => {
    const first = await card(req);
    reply.hijack();
    let remove = () => {};
    const stream = openSseStream(reply.raw, () => remove(), opts.heartbeatMs);
    const removeStats = streams.add(req.caller!.userId, stream, first);
    const removeStatus = pickStatus.add(req.caller!, stream);
    remove = () => {
      removeStats();
      removeStatus();
    };
  });
}
