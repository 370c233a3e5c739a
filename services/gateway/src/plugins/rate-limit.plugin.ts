// Per-IP and per-user rate limits on the API, on the shared RateLimiter port (Redis across
// gateway replicas, memory in the embedded mode). Over the limit: 429 with Retry-After.
import { errorBody, type RateLimiter } from '@gary/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RateLimitOptions {
  limiter: RateLimiter;
  perIpPerMinute: number;
  perUserPerMinute: number;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitOptions) => {
  app.addHook('preHandler', async (req, reply) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/health')) return;
    const checks: [string, number][] = [[`ip:${req.ip}`, opts.perIpPerMinute]];
    if (req.caller) checks.push([`user:${req.caller.userId}`, opts.perUserPerMinute]);
    // Both windows count the request, so they are hit at once (one round trip on Redis).
    const results = await Promise.all(checks.map(([key, limit]) => opts.limiter.hit(`gw:${key}`, limit, 60_000)));
    for (const r of results) {
      if (!r.allowed) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(r.retryAfterMs / 1000))));
        return reply.status(429).send(errorBody('rate_limited', 'Too many requests. Please wait a moment and try again.'));
      }
    }
  });
});
