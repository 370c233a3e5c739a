// GET /api/scores?sport=&date=: the scores of a sport's games on an Eastern date (today by default):
// scheduled ones without a score, live ones with the latest, final ones with the final.
import type { oddsV1 } from '@gary/protos';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../validate';
import { dateParam, gameHead, sportParam } from './slate.routes';

export const scoresQuery = z.object({ sport: sportParam, date: dateParam.optional() });

export function apiScore(g: oddsV1.GameScore__Output, now: Date) {
  const status = g.completed ? 'final' : Date.parse(g.commenceTime) <= now.getTime() ? 'live' : 'scheduled';
  return {
    ...gameHead(g),
    status,
    homeScore: g.hasScore ? g.homeScore : null,
    awayScore: g.hasScore ? g.awayScore : null,
    completedAt: g.completedAt || null,
  };
}

export async function scoresRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/scores', {
    config: { openapi: { summary: "Scores of a sport's games on an Eastern date (today by default)", tags: ['sports data'], query: scoresQuery, auth: 'none' } },
  }, async (req) => {
    const q = parse(scoresQuery, req.query);
    const res = await app.services('odds-ingest').GetScores({ sport: q.sport, date: q.date ?? '' }, app.callOptions(req));
    const now = new Date();
    return { sport: q.sport, date: q.date ?? null, simulated: res.simulated, games: res.games.map((g) => apiScore(g, now)) };
  });
}
