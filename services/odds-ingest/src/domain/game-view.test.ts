import { gameStatus, marketSummaries, selectSlate, slateQueryWindow, type StoredGame } from './game-view';
import { openingVsLatest } from './opening-latest';
import type { BookmakerOdds } from './odds-types';

const book = (key: string, home: number, away: number, spread = -4.5, total = 221.5): BookmakerOdds => ({
  key, title: key, lastUpdate: null,
  markets: { h2h: { home, away }, spreads: { home: { point: spread, price: -110 }, away: { point: -spread, price: -110 } }, totals: { point: total, over: -108, under: -112 } },
});
const game = (over: Partial<StoredGame> = {}): StoredGame => ({
  id: 'g1', sportKey: 'basketball_nba', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', commenceTime: '2026-01-15T00:30:00Z',
  simulated: true, snapshotAt: '2026-01-14T15:00:00Z', bookmakers: [book('fanduel', -180, 150), book('draftkings', -170, 145)], score: null, final: null, ...over,
});

describe('game view', () => {
  it('status: scheduled before the start, live after it, final once a final (or a completed score) is stored', () => {
    expect(gameStatus(game(), new Date('2026-01-15T00:00:00Z'))).toBe('scheduled');
    expect(gameStatus(game(), new Date('2026-01-15T01:00:00Z'))).toBe('live');
    expect(gameStatus(game({ final: { home: 110, away: 101, completedAt: '2026-01-15T03:00:00Z' } }), new Date('2026-01-15T01:00:00Z'))).toBe('final');
    expect(gameStatus(game({ score: { home: 1, away: 0, completed: true, lastUpdate: null } }), new Date('2026-01-14T01:00:00Z'))).toBe('final');
  });

  it('summaries of the three featured markets, each with the best price across books', () => {
    const m = marketSummaries(game());
    expect(m.map((x) => x.market)).toEqual(['h2h', 'spreads', 'totals']);
    expect(m[0]!.sides.map((s) => [s.side, s.bestPrice, s.bestBookmaker])).toEqual([['home', -170, 'draftkings'], ['away', 150, 'fanduel']]);
  });

  it("slate selection: 'NBA: dated today or tomorrow', 'NHL and MLB: only games dated today'; another date is judged from its own start", () => {
    const games = [
      { id: 'a', commenceTime: '2026-01-14T23:00:00Z' }, // 6pm Jan 14
      { id: 'b', commenceTime: '2026-01-16T00:00:00Z' }, // 7pm Jan 15
      { id: 'c', commenceTime: '2026-01-17T00:00:00Z' }, // 7pm Jan 16
    ];
    const now = new Date('2026-01-14T15:00:00Z');
    expect(selectSlate('basketball_nba', games, '2026-01-14', now).map((g) => g.id)).toEqual(['a', 'b']);
    expect(selectSlate('icehockey_nhl', games, '2026-01-14', now).map((g) => g.id)).toEqual(['a']);
    expect(selectSlate('icehockey_nhl', games, '2026-01-15', now).map((g) => g.id)).toEqual(['b']);
    expect(selectSlate('basketball_nba', games, '2026-01-15', now).map((g) => g.id)).toEqual(['b', 'c']);
  });

  it("the query window opens at 6pm Eastern the day before (the spec's today's-games window) and covers tomorrow", () => {
    const w = slateQueryWindow('2026-01-14');
    expect(w.from.toISOString()).toBe('2026-01-13T23:00:00.000Z');
    expect(w.to.toISOString()).toBe('2026-01-16T05:00:00.000Z');
  });

  it('opening vs latest: the home moneyline and spread, and the Over, at the first and the latest snapshot', () => {
    const event = { id: 'g1', sport: 'basketball_nba', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', commenceTime: '2026-01-15T00:30:00Z' };
    const moves = openingVsLatest(event, [book('fanduel', -150, 130, -3.5, 219.5), book('draftkings', -155, 135, -3.5, 219.5)], game().bookmakers);
    expect(moves.moneyline).toMatchObject({ side: 'home', openingPrice: -150, latestPrice: -170 });
    expect(moves.spreads).toMatchObject({ openingPoint: -3.5, latestPoint: -4.5 });
    expect(moves.totals).toMatchObject({ side: 'over', openingPoint: 219.5, latestPoint: 221.5 });
  });
});
