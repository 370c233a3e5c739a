// GET /api/thoughts?sport=NBA|MLB|NHL (default NBA) and POST /api/admin/thoughts/regenerate (admin).
// A first read of the day may wait for the run (the service bounds that wait), so these calls get
// a longer deadline than the gateway's default. Failures arrive as gRPC errors carrying the spec's
// words ('OpenAI rate limit reached...', 'Failed to load Gary's thoughts...') and map to HTTP in
// the app's one error handler.
import type { FastifyInstance } from 'fastify';
import { easternDateSchema } from '@gary/contracts';
import type { thoughtsV1 } from '@gary/protos';
import { z } from 'zod';
import { requireAdmin } from '../plugins/caller.plugin';
import { parse } from '../validate';

export const THOUGHTS_DEADLINE_MS = 28_000;

const sport = z.enum(['NBA', 'MLB', 'NHL']);
const date = easternDateSchema;
const query = z.object({ sport: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), sport).default('NBA'), date: date.optional() });
const regenerateBody = z.object({ sports: z.array(sport).max(3).optional(), date: date.optional() }).default({});

export function thoughtGame(g: thoughtsV1.ThoughtGame__Output) {
  const o = g.odds;
  return {
    id: g.id,
    league: g.league,
    time: g.time,
    homeTeam: g.homeTeam,
    awayTeam: g.awayTeam,
    odds: {
      spread: { home: { line: o?.spreadHome?.line ?? 0, odds: o?.spreadHome?.odds ?? 0 }, away: { line: o?.spreadAway?.line ?? 0, odds: o?.spreadAway?.odds ?? 0 } },
      moneyline: { home: o?.moneylineHome ?? 0, away: o?.moneylineAway ?? 0 },
      total: { line: o?.totalLine ?? 0, over: o?.totalOver ?? 0, under: o?.totalUnder ?? 0 },
    },
    garyPicks: {
      spread: g.garyPicks?.spread ?? 'home',
      moneyline: g.garyPicks?.moneyline ?? 'home',
      total: g.garyPicks?.total ?? 'over',
      rationale: g.garyPicks?.rationale ?? '',
    },
    fallback: g.fallback,
  };
}

function body(t: thoughtsV1.Thoughts__Output) {
  return { date: t.date, sport: t.sport, simulated: t.simulated, games: t.games.map(thoughtGame), ...(t.error ? { message: t.error } : {}) };
}

export async function thoughtsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/thoughts', { config: { openapi: { summary: "What Gary Thinks: today's view of each game of a sport", tags: ['thoughts'], query, auth: 'none' } } }, async (req) => {
    const q = parse(query, req.query);
    const t = await app.services('thoughts').GetThoughts({ sport: q.sport, date: q.date ?? '' }, { ...app.callOptions(req), deadlineMs: THOUGHTS_DEADLINE_MS });
    return body(t);
  });

  app.post('/api/admin/thoughts/regenerate', { preHandler: requireAdmin, config: { openapi: { summary: "Regenerate Gary's thoughts", tags: ['admin'], body: regenerateBody, auth: 'admin' } } }, async (req) => {
    const b = parse(regenerateBody, req.body ?? {});
    const t = await app.services('thoughts').Regenerate({ sports: b.sports ?? [], date: b.date ?? '' }, { ...app.callOptions(req), deadlineMs: THOUGHTS_DEADLINE_MS });
    return body(t);
  });
}
