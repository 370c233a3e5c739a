// Per-IP and per-user rate limits on the API, on the shared RateLimiter port (Redis across gateway
// replicas, memory in the embedded mode). Over the limit: 429 with Retry-After.
// A route that only reads, cheaply and without side effects (the leaderboard), may have its limit
// counted alongside its work instead of before it (`config: { rateLimit: 'alongside' }`): the
// limiter's round trip and the route's own call then overlap, and over the limit the answer is
// still the same 429, whatever the route answered.
import { errorBody, type RateLimiter, type RateLimitResult } from '@gary/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export interface RateLimitOptions {
  limiter: RateLimiter;
  perIpPerMinute: number;
  perUserPerMinute: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'alongside': the limit is counted while the route runs (reads without side effects only). */
    rateLimit?: 'alongside';
  }
  interface FastifyRequest {
    /** The limit's count, in flight, of a route that counts it alongside its work. */
    rateLimitCount: Promise<RateLimitResult[]> | null;
  }
}

const LIMITED = errorBody('rate_limited', 'Too many requests. Please wait a moment and try again.');

/** Sets Retry-After when a window is over its limit, and says whether one was. */
function overLimit(results: RateLimitResult[], reply: FastifyReply): boolean {
  for (const r of results) {
    if (!r.allowed) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(r.retryAfterMs / 1000))));
      return true;
    }
  }
  return false;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitOptions) => {
  app.decorateRequest('rateLimitCount', null);
  app.addHook('preHandler', async (req, reply) => {
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/health')) return;
    const checks: [string, number][] = [[`ip:${req.ip}`, opts.perIpPerMinute]];
    if (req.caller) checks.push([`user:${req.caller.userId}`, opts.perUserPerMinute]);
    // Both windows count the request, so they are hit at once (one round trip on Redis).
    const count = Promise.all(checks.map(([key, limit]) => opts.limiter.hit(`gw:${key}`, limit, 60_000)));
    if (req.routeOptions.config?.rateLimit === 'alongside') {
      // Settled in onSend; a limiter that fails answers there as it would here (the error handler's 500).
      count.catch(() => undefined);
      req.rateLimitCount = count;
      return;
    }
    if (overLimit(await count, reply)) return reply.status(429).send(LIMITED);
  });
  // Whatever the route answered (rows, an error), a count over the limit answers 429 instead.
  app.addHook('onSend', async (req, reply, payload) => {
    const count = req.rateLimitCount;
    if (!count) return payload;
    req.rateLimitCount = null;
    let results: RateLimitResult[];
    try {
      results = await count;
    } catch (err) {
      req.log.error({ err }, 'unhandled error');
      reply.status(500).type('application/json; charset=utf-8');
      return JSON.stringify(errorBody('internal', 'Something went wrong. Please try again.'));
    }
    if (!overLimit(results, reply)) return payload;
    reply.status(429).type('application/json; charset=utf-8');
    return JSON.stringify(LIMITED);
  });
});
