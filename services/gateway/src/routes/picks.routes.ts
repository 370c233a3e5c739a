// Today's picks, gated on the server (pick-access.ts): anonymous and free callers get the one free
// pick of the day (the highest confidence) unlocked and every other pick as a locked card that
// carries only its league, time, matchup and an id that holds nothing of the pick, never its text,
// price, reasoning or confidence. Pro gets all. The carousel keeps a graded pick locked too (stricter
// than the rule, which lets graded picks out): the Billfold is where graded picks are public.
import { isPrimeTime } from '@gary/betting';
import { pickFields } from '@gary/platform';
import type { picksV1 } from '@gary/protos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { freePickBody, picksTodayBody, type ApiFreePick, type ApiPicksToday } from '@gary/contracts';
import type { Caller } from '../plugins/caller.plugin';
import { freePickOf, mayReadPick, shownId } from './pick-access';
import { pickLiveCard, type PickLiveCard } from './pick-live';
import { dailyPicksReader, type DailyPicks } from './daily-picks';

export { freePickOf } from './pick-access';
export { DAILY_CACHE_MS } from './daily-picks';

export type Plan = 'free' | 'pro';
export type PlanOf = (caller: Caller | null) => Promise<Plan>;

export interface PicksRoutesOptions {
  /** The caller's plan: the gateway's plan helper (app.planOf), free for anonymous callers and guests. */
  planOf: PlanOf;
  now?: () => Date;
  /** How long one answer of pick-engine's GetDailyPicks serves every reader (ms), when no reader is given. */
  dailyCacheMs?: number;
  /** The gateway's one read-through of the day's picks (daily-picks.ts), shared with the pick-status hub. */
  dailyPicks?: DailyPicks;
}

export interface LockedPick {
  pickId: string;
  league: string;
  time: string;
  gameTime: string;
  homeTeam: string;
  awayTeam: string;
  matchup: string;
  locked: true;
}

/** What an open card shows of the pick beyond its locked card, as pick-engine sends it. */
const OPEN_FIELDS = ['pick', 'odds', 'type', 'confidence', 'rationale', 'trapAlert', 'revenge', 'superstition', 'momentum'] as const;
type OpenFields = Pick<picksV1.Pick__Output, (typeof OPEN_FIELDS)[number]>;

export interface OpenPick extends Omit<LockedPick, 'locked'>, PickLiveCard, OpenFields {
  primeTime: boolean;
  locked: false;
  /** scratched: the game was postponed, cancelled or voided; the pick is never graded. */
  status: 'open' | 'started' | 'graded' | 'scratched';
  result?: 'won' | 'lost' | 'push';
  /** The facts the rationale binds, each checked before it was published ("claims checked n/n"); null before facts were kept. */
  claims: { checked: number; total: number; facts: { label: string; text: string; source: string }[] } | null;
  /** SHA-256 of the pick's facts snapshot (as in the pick log); null before facts were kept. */
  factsSha256: string | null;
}

export function lockedCard(p: picksV1.Pick__Output): LockedPick {
  return { pickId: shownId(p.pickId, false), league: p.league, time: p.time, gameTime: p.gameTime, homeTeam: p.homeTeam, awayTeam: p.awayTeam, matchup: p.game, locked: true };
}

export function openCard(p: picksV1.Pick__Output, now: Date): OpenPick {
  const graded = p.result === 'won' || p.result === 'lost' || p.result === 'push';
  return {
    ...lockedCard(p),
    pickId: p.pickId,
    locked: false,
    ...pickFields(p, OPEN_FIELDS),
    status: graded ? 'graded' : p.result === 'void' ? 'scratched' : Date.parse(p.gameTime) <= now.getTime() ? 'started' : 'open',
    claims: p.factsSha256 ? { checked: p.claimsChecked, total: p.claimsTotal, facts: p.claims.map((c) => ({ label: c.label, text: c.text, source: c.source })) } : null,
    factsSha256: p.factsSha256 || null,
    ...(graded ? { result: p.result as OpenPick['result'] } : {}),
    ...pickLiveCard(p),
    // PrimeTime Picks: a late national game (7:00 PM ET or later).
    primeTime: isPrimeTime(p.gameTime),
  };
}

/** Gating in one place: what a caller on a plan may see of a day's picks. */
export function gatePicks(picks: readonly picksV1.Pick__Output[], plan: Plan, now: Date): (OpenPick | LockedPick)[] {
  const freeId = plan === 'pro' ? null : (freePickOf(picks)?.pickId ?? null);
  return picks.map((p) => (mayReadPick({ pickId: p.pickId }, plan, freeId) ? openCard(p, now) : lockedCard(p)));
}

export async function picksRoutes(app: FastifyInstance, opts: PicksRoutesOptions): Promise<void> {
  const { planOf } = opts;
  const now = opts.now ?? (() => new Date());
  // One pick-engine answer serves every reader of the next moment (daily-picks.ts); gated per caller below.
  const read = opts.dailyPicks ?? dailyPicksReader(app, opts.dailyCacheMs);
  const daily = (req: FastifyRequest) => read('', app.callOptions(req));

  app.get('/api/picks/today', { config: { openapi: { summary: "Today's picks, gated by plan", tags: ['picks'], response: picksTodayBody } } }, async (req): Promise<ApiPicksToday> => {
    const [day, plan] = await Promise.all([daily(req), planOf(req.caller)]);
    return { date: day.date, simulated: day.simulated, plan, picks: gatePicks(day.picks, plan, now()) };
  });

  app.get('/api/picks/free', { config: { openapi: { summary: 'The free pick of the day (highest confidence)', tags: ['picks'], response: freePickBody } } }, async (req): Promise<ApiFreePick> => {
    const day = await daily(req);
    const free = freePickOf(day.picks);
    return { pick: free ? openCard(free, now()) : null };
  });
}
