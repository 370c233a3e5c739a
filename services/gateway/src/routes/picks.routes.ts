// Today's picks, gated on the server (pick-access.ts): anonymous and free callers get the one free
// pick of the day (the highest confidence) unlocked and every other pick as a locked card that
// carries only its league, time, matchup and an id that holds nothing of the pick, never its text,
// price, reasoning or confidence. Pro gets all. The carousel keeps a graded pick locked too (stricter
// than the rule, which lets graded picks out): the Billfold is where graded picks are public.
import { primeTimeGames } from '@gary/betting';
import { pickFields } from '@gary/platform';
import type { picksV1 } from '@gary/protos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { freePickBody, pickAnalysisPageBody, picksTodayBody, type ApiFreePick, type ApiPickAnalysis, type ApiPickAnalysisPage, type ApiPicksToday } from '@gary/contracts';
import { AppError, invalid } from '@gary/platform';
import type { Caller } from '../plugins/caller.plugin';
import { freePickOf, mayReadPick, pickNotFound, shownId } from './pick-access';
import { pickLiveCard, type PickLiveCard } from './pick-live';
import { pickCall, showsPlayable, type PickCall } from './pick-call';
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
  /** The game's Eastern day: the card the pick stands on (pick-engine's, never worked out here). */
  gameDay: string;
  locked: true;
}

/** What an open card shows of the pick beyond its locked card, as pick-engine sends it. */
const OPEN_FIELDS = ['pick', 'odds', 'type', 'confidence', 'rationale', 'trapAlert', 'revenge', 'superstition', 'momentum'] as const;
type OpenFields = Pick<picksV1.Pick__Output, (typeof OPEN_FIELDS)[number]>;

export interface OpenPick extends Omit<LockedPick, 'locked'>, PickLiveCard, OpenFields, PickCall {
  primeTime: boolean;
  locked: false;
  /** scratched: the game was postponed, cancelled or voided; the pick is never graded. */
  status: 'open' | 'started' | 'graded' | 'scratched';
  result?: 'won' | 'lost' | 'push';
  /** The facts the rationale binds, each checked before it was published ("claims checked n/n"); null before facts were kept. */
  claims: { checked: number; total: number; facts: { label: string; text: string; source: string }[] } | null;
  /** SHA-256 of the pick's facts snapshot (as in the pick log); null before facts were kept. */
  factsSha256: string | null;
  /** Any fact behind the pick is simulated (its odds, records, form or starters), whatever its odds. */
  simulated: boolean;
  /** The Pro analysis read from the facts snapshot; null before facts were kept. */
  analysis: ApiPickAnalysis | null;
  starters: { side: string; name: string }[];
  starterChanges: { side: string; team: string; assumed: string; now: string | null; seenAt: string }[];
}

const opt = (v: number | null | undefined): number | null => (v === undefined || v === null ? null : v);

export function analysisOf(a: picksV1.PickAnalysis__Output | null | undefined, p?: Pick<picksV1.Pick__Output, 'type' | 'line'>): ApiPickAnalysis | null {
  if (!a) return null;
  const call = pickCall({ ...a, type: p?.type ?? 'moneyline', line: p?.line ?? 0 });
  return {
    gary: a.gary,
    market: a.market,
    model: opt(a.model),
    breakEven: opt(a.breakEven),
    edge: opt(a.edge),
    movement: a.movement ? { text: a.movement, toward: a.movedToward } : null,
    form: a.form.map((f) => ({ side: f.side, team: f.team, picked: f.picked, record: f.record || null, lastTen: f.lastTen || null, restDays: opt(f.restDays), out: f.out, starter: f.starter || null })),
    diesAt: opt(a.diesAt),
    changeMind: a.changeMind,
    fairSource: a.fairSource === 'sharp' || a.fairSource === 'consensus' ? a.fairSource : null,
    fair: opt(a.fair),
    starterChanges: a.starterChanges ?? [],
    classification: call.classification,
    stake: call.stake,
    evAtFair: call.evAtFair,
    betPrice: call.betPrice,
    betPriceText: call.betPriceText,
  };
}

/** MLB: the starters a pick assumed, and any change of them since (pick-engine's starter watch). */
function startersOf(p: picksV1.Pick__Output): Pick<OpenPick, 'starters' | 'starterChanges'> {
  return {
    starters: (p.starters ?? []).map((s) => ({ side: s.side, name: s.name })),
    starterChanges: (p.starterChanges ?? []).map((c) => ({ side: c.side, team: c.team, assumed: c.assumed, now: c.now || null, seenAt: c.seenAt })),
  };
}

export function lockedCard(p: picksV1.Pick__Output): LockedPick {
  return { pickId: shownId(p.pickId, false), league: p.league, time: p.time, gameTime: p.gameTime, homeTeam: p.homeTeam, awayTeam: p.awayTeam, matchup: p.game, gameDay: p.gameDay, locked: true };
}

/** `primeTime`: whether the pick's game is in its league's late national window on the day's card (primeTimeOf). */
export function openCard(p: picksV1.Pick__Output, now: Date, primeTime: boolean): OpenPick {
  const call = pickCall(p);
  const live = pickLiveCard(p);
  const graded = p.result === 'won' || p.result === 'lost' || p.result === 'push';
  return {
    ...lockedCard(p),
    pickId: p.pickId,
    locked: false,
    ...pickFields(p, OPEN_FIELDS),
    status: graded ? 'graded' : p.result === 'void' ? 'scratched' : Date.parse(p.gameTime) <= now.getTime() ? 'started' : 'open',
    claims: p.factsSha256 ? { checked: p.claimsChecked, total: p.claimsTotal, facts: p.claims.map((c) => ({ label: c.label, text: c.text, source: c.source })) } : null,
    factsSha256: p.factsSha256 || null,
    simulated: p.simulated,
    analysis: analysisOf(p.analysis, p),
    ...startersOf(p),
    ...(graded ? { result: p.result as OpenPick['result'] } : {}),
    ...call,
    ...live,
    // "Playable to" and alive/close/dead are a Bet's; a Lean carries its bet price instead.
    ...(showsPlayable(call) ? {} : { priceToBeat: null }),
    primeTime,
  };
}

/** PrimeTime Picks: whether `pick` is in its league's latest evening slot of the day's card (@gary/betting). */
export function primeTimeOf(day: { picks: readonly picksV1.Pick__Output[] }, pick: picksV1.Pick__Output): boolean {
  const i = day.picks.findIndex((p) => p.pickId === pick.pickId);
  const games = i < 0 ? [...day.picks, pick] : day.picks;
  return primeTimeGames(games)[i < 0 ? games.length - 1 : i] ?? false;
}

/** Gating in one place: what a caller on a plan may see of a day's picks. */
export function gatePicks(day: { date: string; picks: readonly picksV1.Pick__Output[] }, plan: Plan, now: Date): (OpenPick | LockedPick)[] {
  // The carousel leaves a graded pick's result out of the rule: only Pro and the free pick open here.
  const prime = primeTimeGames(day.picks);
  return day.picks.map((p, i) => (mayReadPick({ free: p.free }, plan) ? openCard(p, now, prime[i] ?? false) : lockedCard(p)));
}

export async function picksRoutes(app: FastifyInstance, opts: PicksRoutesOptions): Promise<void> {
  const { planOf } = opts;
  const now = opts.now ?? (() => new Date());
  // One pick-engine answer serves every reader of the next moment (daily-picks.ts); gated per caller below.
  const read = opts.dailyPicks ?? dailyPicksReader(app, opts.dailyCacheMs);
  const daily = (req: FastifyRequest) => read('', app.callOptions(req));

  app.get('/api/picks/today', { config: { openapi: { summary: "Today's picks, gated by plan", tags: ['picks'], response: picksTodayBody } } }, async (req): Promise<ApiPicksToday> => {
    const [day, plan] = await Promise.all([daily(req), planOf(req.caller)]);
    return { date: day.date, simulated: day.simulated, plan, picks: gatePicks(day, plan, now()) };
  });

  // One pick's analysis page (/picks/:id/analysis). The one rule of pick-access.ts: a caller who
  // may not read the pick gets the 404 of an unknown id, with the same calls made either way.
  app.get<{ Params: { pickId: string } }>('/api/picks/:pickId/analysis', { config: { openapi: { summary: "One pick's Pro analysis, gated by plan (404 when the caller may not read it)", tags: ['picks'], response: pickAnalysisPageBody } } }, async (req): Promise<ApiPickAnalysisPage> => {
    const id = req.params.pickId;
    if (typeof id !== 'string' || id.length === 0 || id.length > 120 || !/^[A-Za-z0-9_.:-]+$/.test(id)) throw invalid('invalid_pick_id', 'A pick id is 1-120 letters, digits, dots, colons, dashes or underscores.');
    const engine = app.services('pick-engine');
    const [found, plan] = await Promise.all([
      engine.GetPick({ pickId: id }, app.callOptions(req)).catch((err: unknown) => {
        if (err instanceof AppError && err.kind === 'not_found') return null;
        throw err;
      }),
      planOf(req.caller),
    ]);
    // The rule is answered from the pick itself: an unknown id and a locked one cost the same one call.
    if (!found || !mayReadPick(found, plan)) throw pickNotFound();
    // PrimeTime belongs to the pick's card: read once the pick is known to be readable.
    const day = await engine.GetDailyPicks({ date: found.gameDay || found.date, now: '' }, app.callOptions(req)).catch(() => ({ picks: [found] }));
    return { pick: openCard(found, now(), primeTimeOf(day, found)) };
  });

  app.get('/api/picks/free', { config: { openapi: { summary: 'The free pick of the day (highest confidence)', tags: ['picks'], response: freePickBody } } }, async (req): Promise<ApiFreePick> => {
    const day = await daily(req);
    const free = freePickOf(day);
    return { pick: free ? openCard(free, now(), primeTimeOf(day, free)) : null };
  });
}
