// GET /api/slate?sport=&date=: a sport's games for an Eastern date (today when no date) with the
// best price per side across books, the consensus no-vig probability and the EV of the best price,
// each game's status, and whether the data is simulated. From odds-ingest's stored snapshots.
import { easternDateSchema } from '@gary/contracts';
import { clip } from '@gary/platform';
import type { oddsV1 } from '@gary/protos';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../validate';

const SPORTS = ['NBA', 'MLB', 'NHL', 'NFL', 'EPL'] as const;

/** A sport query value: any case, one of the five. */
export const sportParam = z
  .string({ error: `sport is required: one of ${SPORTS.join(', ')}` })
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(SPORTS, { error: (i) => `unknown sport '${clip(String(i.input), 20)}': use one of ${SPORTS.join(', ')}` }));

/** An Eastern calendar date that exists (2026-02-30 is a 400 invalid_date here, before any call). */
export const dateParam = easternDateSchema;

export const slateQuery = z.object({ sport: sportParam, date: dateParam.optional() });

type Side = { odds: number; bookmaker: string; noVigProbability: number; ev: number };

const side = (s: oddsV1.SidePrice__Output | undefined): Side | null =>
  s ? { odds: s.price, bookmaker: s.bookmaker, noVigProbability: s.noVigProbability, ev: s.ev } : null;

/** The fields every game of the API starts with (the slate's games and the scores). */
export const gameHead = (g: { eventId: string; sport: string; homeTeam: string; awayTeam: string; commenceTime: string }) => ({
  id: g.eventId,
  league: g.sport,
  homeTeam: g.homeTeam,
  awayTeam: g.awayTeam,
  commenceTime: g.commenceTime,
});

/** One game as the browser reads it: moneyline, spread and total, each side at its best price. */
export function apiGame(g: oddsV1.GameOdds__Output) {
  const market = (key: string) => g.markets.find((m) => m.market === key);
  const pick = (key: string, name: string) => market(key)?.sides.find((s) => s.side === name);
  const ml = market('h2h');
  const sp = market('spreads');
  const tot = market('totals');
  const withLine = (s: oddsV1.SidePrice__Output | undefined) => (s ? { line: s.point, ...side(s)! } : null);
  return {
    ...gameHead(g),
    status: g.status as 'scheduled' | 'live' | 'final',
    snapshotAt: g.snapshotAt || null,
    bookmakers: Math.max(0, ...g.markets.map((m) => m.bookmakers)),
    odds: {
      moneyline: ml ? { home: side(pick('h2h', 'home')), away: side(pick('h2h', 'away')), ...(pick('h2h', 'draw') ? { draw: side(pick('h2h', 'draw')) } : {}) } : null,
      spread: sp ? { home: withLine(pick('spreads', 'home')), away: withLine(pick('spreads', 'away')) } : null,
      total: tot ? { line: pick('totals', 'over')?.point ?? null, over: side(pick('totals', 'over')), under: side(pick('totals', 'under')) } : null,
    },
  };
}

export async function slateRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/slate', {
    config: { openapi: { summary: "A sport's slate for an Eastern date: best prices, no-vig probabilities, EV, status", tags: ['sports data'], query: slateQuery, auth: 'none' } },
  }, async (req) => {
    const q = parse(slateQuery, req.query);
    const slate = await app.services('odds-ingest').GetSlate({ sport: q.sport, date: q.date ?? '' }, app.callOptions(req));
    return { sport: slate.sport, date: slate.date, simulated: slate.simulated, inSeason: slate.inSeason, games: slate.games.map(apiGame) };
  });
}
