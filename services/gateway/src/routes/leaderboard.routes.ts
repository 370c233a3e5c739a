// The leaderboard by period (week, month, all), top 20, plus my rank when signed in. A read with no
// side effect, so its rate limit is counted alongside the call to decisions (rate-limit.plugin.ts):
// one round trip fewer before the answer, and over the limit it is still 429.
import { leaderboardBody, type ApiLeaderboard } from '@gary/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../validate';

const query = z.object({ period: z.string().optional() }).loose();

export async function leaderboardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/leaderboard', { config: { rateLimit: 'alongside', openapi: { summary: 'The leaderboard of a period, and my rank', tags: ['leaderboard'], query, response: leaderboardBody } } }, async (req): Promise<ApiLeaderboard> => {
    const q = parse(query, req.query ?? {});
    const me = req.caller && !req.caller.guest ? req.caller.userId : '';
    const res = await app.services('decisions').GetLeaderboard({ period: q.period ?? 'all', userId: me, limit: 20 }, app.callOptions(req));
    return { period: res.period, rows: res.rows, me: res.me ?? null };
  });
}
