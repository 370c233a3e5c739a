// GET /api/props/today: today's prop picks, gated on the server. Pro gets every card; free and
// anonymous callers get locked cards that carry no player, prop, pick or analysis text (blurring
// in the browser is only presentation), no id made from them (pick-access.ts shownId) and no order
// made from them: the day's props are ranked by confidence, so locked cards come in game-time order. The plan lookup is injected ({ planOf }), so the gating is
// tested for both plans; a failed lookup counts as free, which can only hide, never leak.
import { propsTodayBody, type ApiPropsToday } from '@gary/contracts';
import type { FastifyInstance } from 'fastify';
import type { propsV1 } from '@gary/protos';
import type { Caller } from '../plugins/caller.plugin';
import { shownId } from './pick-access';

export type Plan = 'free' | 'pro';

export interface PropsRoutesOptions {
  planOf(caller: Caller | null): Promise<Plan>;
}

export interface PropCard {
  id: string;
  league: string;
  time: string;
  /** The game's start (ISO), public like its time: a card names its Eastern day from it. */
  gameTime?: string;
  matchup: string;
  locked: boolean;
  team?: string;
  player?: string;
  prop?: string;
  line?: number;
  bet?: string;
  odds?: number;
  ev?: number;
  confidence?: number;
  analysis?: string[];
  result?: string | null;
}

export function propCard(p: propsV1.PropPick__Output, plan: Plan): PropCard {
  const base = { league: p.league, time: p.time, ...(p.gameTime ? { gameTime: p.gameTime } : {}), matchup: p.matchup };
  if (plan !== 'pro') return { id: shownId(p.id, false), ...base, locked: true };
  return {
    id: p.id,
    ...base,
    locked: false,
    team: p.team,
    player: p.player,
    prop: p.prop,
    line: p.line,
    bet: p.bet,
    odds: p.odds,
    ev: p.ev,
    confidence: p.confidence,
    analysis: p.analysis,
    result: p.result || null,
  };
}

/**
 * The day's cards for a plan. The engine ranks props by confidence; locked cards come in game-time
 * order instead, so their order says nothing about Gary's confidence in each.
 */
export function propCards(props: readonly propsV1.PropPick__Output[], plan: Plan): PropCard[] {
  const ordered = plan === 'pro' ? props : [...props].sort((a, b) => Date.parse(a.gameTime) - Date.parse(b.gameTime) || a.matchup.localeCompare(b.matchup));
  return ordered.map((p) => propCard(p, plan));
}

export async function propsRoutes(app: FastifyInstance, opts: PropsRoutesOptions): Promise<void> {
  app.get('/api/props/today', { config: { openapi: { summary: "Today's prop picks, gated by plan", tags: ['props'], response: propsTodayBody } } }, async (req): Promise<ApiPropsToday> => {
    const planP = opts.planOf(req.caller).catch((err: unknown) => {
      req.log.warn({ err }, 'plan lookup failed; showing props locked');
      return 'free' as const;
    });
    const [plan, daily] = await Promise.all([planP, app.services('props-engine').GetDailyProps({ date: '', now: '' }, app.callOptions(req))]);
    return { date: daily.date, simulated: daily.simulated, plan, props: propCards(daily.props, plan) };
  });
}
