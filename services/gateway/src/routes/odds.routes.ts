// An event's odds and line movement, and the admin views of odds-ingest: the Odds API quota and,
// in the embedded or simulation mode only (odds-ingest refuses otherwise), finishing a simulated game.
//
// The line movement's reading of the market (each market's analysis and best option, the
// recommended bets) can name the very side Gary took: a book lagging the sharp line is what makes
// both a recommended bet and a Bet. For a caller who may not read the pick on the event, that
// reading is withheld (`locked: true`); the books' own prices stay, as on the odds route.
import { easternDayOf } from '@gary/betting';
import type { oddsV1 } from '@gary/protos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../plugins/caller.plugin';
import { parse } from '../validate';
import type { DailyPicks } from './daily-picks';
import { mayReadPick, type Plan } from './pick-access';
import { apiScore } from './scores.routes';
import { apiGame } from './slate.routes';

const eventParams = z.object({ id: z.string().trim().min(1, 'event id is required').max(200, 'event id is too long') });

type BookRow = { moneyline?: Record<string, number>; spread?: Record<string, { line: number; odds: number }>; total?: { line: number; over?: number; under?: number } };

/**
 * Each book's prices by market. odds-ingest sends a book's rows moneyline first, then spread, then
 * total; a home/away row with no point is the moneyline unless that side already has one (a pick'em
 * spread also has point 0).
 */
export function booksByMarket(rows: oddsV1.BookPrice__Output[]) {
  const out = new Map<string, BookRow & { bookmaker: string; lastUpdate: string | null }>();
  for (const r of rows) {
    const b = out.get(r.bookmaker) ?? { bookmaker: r.bookmaker, lastUpdate: r.lastUpdate || null };
    out.set(r.bookmaker, b);
    if (r.side === 'over' || r.side === 'under') (b.total ??= { line: r.point })[r.side] = r.price;
    else if (r.side === 'draw' || (r.point === 0 && b.moneyline?.[r.side] === undefined)) (b.moneyline ??= {})[r.side] = r.price;
    else (b.spread ??= {})[r.side] = { line: r.point, odds: r.price };
  }
  return [...out.values()];
}

const movementBook = (b: oddsV1.MovementBook__Output) => ({ bookmaker: b.bookmaker, side: b.side, line: b.point, odds: b.price, impliedProbability: b.impliedProbability });

export interface OddsRoutesOptions {
  planOf(caller: FastifyRequest['caller']): Promise<Plan>;
  /** The day's card (the gateway's one read-through of GetDailyPicks). */
  dailyPicks: DailyPicks;
}

export async function oddsRoutes(app: FastifyInstance, opts: OddsRoutesOptions): Promise<void> {
  const odds = () => app.services('odds-ingest');

  /** Whether the event carries a pick this caller may not read (a failed lookup counts as yes: it can only hide). */
  async function holdsLockedPick(req: FastifyRequest, eventId: string, commenceTime: string): Promise<boolean> {
    const plan = await opts.planOf(req.caller).catch(() => 'free' as const);
    if (plan === 'pro') return false;
    // A game's pick stands on the card of the game's Eastern day.
    const day = easternDayOf(commenceTime);
    if (!day) return true;
    try {
      const card = await opts.dailyPicks(day, app.callOptions(req));
      return card.picks.some((p) => p.eventId === eventId && !mayReadPick(p, plan));
    } catch (err) {
      req.log.warn({ err }, 'picks lookup failed; line movement shown without its reading');
      return true;
    }
  }

  app.get('/api/events/:id/odds', {
    config: { openapi: { summary: "An event's odds: best prices, no-vig probabilities, EV and every book's prices", tags: ['sports data'], auth: 'none' } },
  }, async (req) => {
    const { id } = parse(eventParams, req.params);
    const res = await odds().GetEventOdds({ eventId: id }, app.callOptions(req));
    if (!res.game) return { simulated: res.simulated, game: null };
    return { simulated: res.simulated, game: { ...apiGame(res.game), books: booksByMarket(res.game.books) } };
  });

  app.get('/api/events/:id/line-movement', {
    config: { openapi: { summary: "An event's line movement: book disagreement per market, opening vs latest, recommended bets (withheld, locked: true, while the event carries a pick the caller may not read)", tags: ['sports data'], auth: 'none' } },
  }, async (req) => {
    const { id } = parse(eventParams, req.params);
    const r = await odds().GetLineMovement({ eventId: id }, app.callOptions(req));
    const locked = r.markets.length > 0 && (await holdsLockedPick(req, r.eventId || id, r.commenceTime));
    return {
      eventId: r.eventId, league: r.sport, homeTeam: r.homeTeam, awayTeam: r.awayTeam, commenceTime: r.commenceTime,
      error: r.error || null,
      locked,
      markets: r.markets.map((m) => ({
        market: m.market, discrepancy: m.discrepancy, significant: m.significant,
        analysis: locked ? '' : m.analysis,
        bestOption: m.bestOption && !locked ? movementBook(m.bestOption) : null,
        opening: { odds: m.openingPrice || null, line: m.openingPoint },
        latest: { odds: m.latestPrice || null, line: m.latestPoint },
        bookmakers: m.bookmakers.map(movementBook),
      })),
      recommendedBets: locked ? [] : r.recommendedBets,
    };
  });

  app.get('/api/admin/quota', {
    preHandler: requireAdmin,
    config: { openapi: { summary: 'The Odds API quota: credits remaining, used, the last call, the floor', tags: ['admin'], auth: 'admin' } },
  }, async (req) => {
    const q = await odds().GetQuota({}, app.callOptions(req));
    return { remaining: q.remaining, used: q.used, last: q.last, updatedAt: q.updatedAt || null, simulated: q.simulated, floor: q.floor };
  });

  app.post('/api/admin/games/:id/finish', {
    preHandler: requireAdmin,
    config: { openapi: { summary: 'Finish a simulated game now (embedded and simulation modes only)', tags: ['admin'], auth: 'admin' } },
  }, async (req) => {
    const { id } = parse(eventParams, req.params);
    const score = await odds().FinishGame({ eventId: id }, app.callOptions(req));
    return { game: apiScore(score, new Date()) };
  });

  // A simulated market move (price to beat demos and browser tests): the game's moneyline and spread
  // move one step toward a side, and the new prices flow like any other move (odds.snapshot).
  const moveBody = z.object({ toward: z.enum(['home', 'away']) });
  app.post('/api/admin/games/:id/move-line', {
    preHandler: requireAdmin,
    config: { openapi: { summary: 'Move a simulated game\'s lines one step toward a side (embedded and simulation modes only)', tags: ['admin'], auth: 'admin', body: moveBody } },
  }, async (req) => {
    const { id } = parse(eventParams, req.params);
    const { toward } = parse(moveBody, req.body ?? {});
    const r = await odds().MoveLine({ eventId: id, toward }, app.callOptions(req));
    return { games: r.games, snapshots: r.snapshots };
  });
}
