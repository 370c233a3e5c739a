// Domain-shaped games for unit tests (the gRPC-shaped slate lives in fixture-slate.ts).
import type { GameInput, TeamFacts } from '../src/domain/game-input';
import { noVigProbabilities } from '@gary/betting';

export function team(name: string, over: Partial<TeamFacts> = {}): TeamFacts {
  return { name, record: null, lastTen: null, injuries: [], starter: null, keyStats: [], topPlayers: [], ...over };
}

const fair = (a: number, b: number) => {
  const r = noVigProbabilities([a, b]);
  if (!r.ok) throw new Error('bad prices');
  return r.value as [number, number];
};

/** A two-way game from moneyline and spread prices as a book would hang them. */
export function game(o: {
  league?: GameInput['league'];
  eventId?: string;
  home?: string;
  away?: string;
  ml: [number, number];
  spread?: { homePoint: number; prices: [number, number] };
  context?: GameInput['context'];
  moves?: GameInput['moves'];
  commence?: string;
}): GameInput {
  const home = o.home ?? 'Boston Celtics';
  const away = o.away ?? 'New York Knicks';
  const [ph, pa] = fair(o.ml[0], o.ml[1]);
  const spreads = o.spread
    ? (() => {
        const [sh, sa] = fair(o.spread.prices[0], o.spread.prices[1]);
        return [
          { side: 'home' as const, team: home, point: o.spread.homePoint, price: o.spread.prices[0], bookmaker: 'DraftKings', noVig: sh },
          { side: 'away' as const, team: away, point: -o.spread.homePoint, price: o.spread.prices[1], bookmaker: 'FanDuel', noVig: sa },
        ];
      })()
    : [];
  return {
    eventId: o.eventId ?? 'evt1',
    league: o.league ?? 'NBA',
    homeTeam: home,
    awayTeam: away,
    commenceTime: o.commence ?? '2026-04-01T23:30:00Z',
    status: 'scheduled',
    h2h: [
      { side: 'home', team: home, point: 0, price: o.ml[0], bookmaker: 'BetMGM', noVig: ph },
      { side: 'away', team: away, point: 0, price: o.ml[1], bookmaker: 'Caesars', noVig: pa },
    ],
    spreads,
    bookmakers: 6,
    moves: o.moves ?? [],
    context: o.context ?? null,
    simulated: true,
  };
}
