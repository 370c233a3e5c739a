// GET /api/thoughts?sport=NBA|MLB|NHL (default NBA) and POST /api/admin/thoughts/regenerate (admin).
// A first read of the day may wait for the run (the service bounds that wait), so these calls get
// a longer deadline than the gateway's default. Failures arrive as gRPC errors carrying the spec's
// words ('OpenAI rate limit reached...', 'Failed to load Gary's thoughts...') and map to HTTP in
// the app's one error handler.
//
// Gating (pick-access.ts has the rule): Gary's thoughts on a game repeat his pick on it (the same
// market math picks the same side at the same price), so for a caller who is not Pro a game's
// thoughts are locked while that game carries a pick the caller may not read (not the day's free
// pick, not graded), and every game is locked while the date has no picks out yet (any of them may
// become a Pro pick) or the picks cannot be read (fail closed). A locked game keeps what is public
// on the slate (teams, time, the market's lines and prices) and Gary's side of the total, which no
// pick covers; his spread and moneyline sides and the rationale are withheld.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { easternDateSchema, thoughtsBody, type ApiThoughts } from '@gary/contracts';
import type { thoughtsV1 } from '@gary/protos';
import { z } from 'zod';
import { requireAdmin, type Caller } from '../plugins/caller.plugin';
import { parse } from '../validate';
import { mayReadPick, type Plan } from './pick-access';

export interface ThoughtsRoutesOptions {
  /** The caller's plan (app.planOf); a failed lookup counts as free, which can only hide. */
  planOf(caller: Caller | null): Promise<Plan>;
}

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
    /** SHA-256 of the game's facts snapshot; null before facts were kept. */
    factsSha256: g.factsSha256 || null,
    /** "Claims checked n/n": the rationale's numbers, each bound to a fact of the game. */
    claims: g.factsSha256 ? { checked: g.claimsChecked, total: g.claimsTotal } : null,
    locked: false,
  };
}

/** A game's thoughts for a caller who may not read its pick: what the slate shows anyway, and the total. */
export function lockedThoughtGame(g: thoughtsV1.ThoughtGame__Output) {
  const open = thoughtGame(g);
  // The claims count and the facts hash are of the withheld text: they go with it.
  return { ...open, garyPicks: { total: open.garyPicks.total }, factsSha256: null, claims: null, locked: true };
}

/** The ids of the games whose thoughts a caller who is not Pro may not read, or 'all'. */
async function lockedGames(app: FastifyInstance, req: FastifyRequest, date: string): Promise<Set<string> | 'all'> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'all';
  try {
    const day = await app.services('pick-engine').GetDailyPicks({ date, now: '' }, app.callOptions(req));
    // Until the card's own day's run has stored, the card holds only picks made early: every game stays locked.
    if (day.picks.length === 0 || !day.complete) return 'all';
    // The card of that day (pick-engine's): its picks' games, locked unless the pick is free or graded.
    return new Set(day.picks.filter((p) => !mayReadPick(p, 'free')).map((p) => p.eventId));
  } catch (err) {
    req.log.warn({ err }, 'picks lookup failed; showing thoughts locked');
    return 'all';
  }
}

function body(t: thoughtsV1.Thoughts__Output, isLocked: (g: thoughtsV1.ThoughtGame__Output) => boolean = () => false) {
  const games = t.games.map((g) => (isLocked(g) ? lockedThoughtGame(g) : thoughtGame(g)));
  return { date: t.date, sport: t.sport, simulated: t.simulated, games, ...(t.error ? { message: t.error } : {}) };
}

export async function thoughtsRoutes(app: FastifyInstance, opts: ThoughtsRoutesOptions): Promise<void> {
  app.get('/api/thoughts', { config: { openapi: { summary: "What Gary Thinks: today's view of each game of a sport", tags: ['thoughts'], query, response: thoughtsBody, auth: 'none' } } }, async (req): Promise<ApiThoughts> => {
    const q = parse(query, req.query);
    const planP = opts.planOf(req.caller).catch(() => 'free' as const);
    const [t, plan] = await Promise.all([
      app.services('thoughts').GetThoughts({ sport: q.sport, date: q.date ?? '' }, { ...app.callOptions(req), deadlineMs: THOUGHTS_DEADLINE_MS }),
      planP,
    ]);
    if (plan === 'pro' || t.games.length === 0) return body(t);
    const locked = await lockedGames(app, req, t.date);
    return body(t, (g) => locked === 'all' || locked.has(g.id));
  });

  app.post('/api/admin/thoughts/regenerate', { preHandler: requireAdmin, config: { openapi: { summary: "Regenerate Gary's thoughts", tags: ['admin'], body: regenerateBody, auth: 'admin' } } }, async (req) => {
    const b = parse(regenerateBody, req.body ?? {});
    const t = await app.services('thoughts').Regenerate({ sports: b.sports ?? [], date: b.date ?? '' }, { ...app.callOptions(req), deadlineMs: THOUGHTS_DEADLINE_MS });
    return body(t);
  });
}
