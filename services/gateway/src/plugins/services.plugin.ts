// The gRPC clients of every service as app.services(name), and callOptions(req) that forwards the
// verified caller and request id and sets the deadline on every call.
import { peerClients, type CallOptions, type PeerAddresses } from '@gary/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    services: ReturnType<typeof peerClients>;
    callOptions(req: FastifyRequest): CallOptions;
  }
}

export const servicesPlugin = fp(async (app: FastifyInstance, opts: { peers: PeerAddresses; deadlineMs: number }) => {
  const peer = peerClients(opts.peers);
  app.decorate('services', ((name: Parameters<typeof peer>[0]) => peer(name, opts.deadlineMs)) as typeof peer);
  app.decorate('callOptions', (req: FastifyRequest): CallOptions => ({
    deadlineMs: opts.deadlineMs,
    requestId: req.id,
    userId: req.caller?.userId,
    role: req.caller?.role,
  }));
});
