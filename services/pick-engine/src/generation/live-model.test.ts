import { NEXT_SEASON, type LeagueModel } from '@gary/handicap';
import { carryForward, liveVersion, viewOf } from './live-model';

const model: LeagueModel = {
  league: 'NBA',
  version: 'nba-elo-2019-abcdef12',
  fittedOn: ['2018', '2019'],
  params: { k: 20, home: 50, regress: 0.25, rest: 0 },
  drift: null,
  weight: 0.1,
  note: '',
  state: { league: 'NBA', season: NEXT_SEASON, teams: { bos: { rating: 1550, lastDate: null }, ny: { rating: 1450, lastDate: null } } },
};
const final = (homeScore: number, awayScore: number, gameDate = '2025-11-01') => ({
  eventId: `e-${gameDate}-${homeScore}`, league: 'NBA', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', gameDate, homeScore, awayScore, completedAt: `${gameDate}T03:00:00Z`,
});

describe('the live ratings: the shipped state carried forward by the finals the product records', () => {
  test('with no finals the view is the shipped ratings, under the shipped version', () => {
    const state = carryForward(model, []);
    const v = viewOf(model, state, 0, 'Boston Celtics', 'New York Knicks', '2025-11-05');
    expect(v.version).toBe('nba-elo-2019-abcdef12');
    expect(v.eloHome).toBeCloseTo(1 / (1 + 10 ** (-(1550 - 1450 + 50) / 400)), 12);
    expect(v.weight).toBe(0.1);
  });

  test('each final moves the ratings and makes a new version; the shipped state itself is not changed', () => {
    const upset = carryForward(model, [final(90, 120)]);
    expect(upset.teams.bos!.rating).toBeLessThan(1550);
    expect(upset.teams.ny!.rating).toBeGreaterThan(1450);
    expect(model.state.teams.bos!.rating).toBe(1550);
    const v = viewOf(model, upset, 1, 'Boston Celtics', 'New York Knicks', '2025-11-05');
    expect(v.version).toBe('nba-elo-2019-abcdef12+1');
    expect(v.eloHome).toBeLessThan(viewOf(model, carryForward(model, []), 0, 'Boston Celtics', 'New York Knicks', '2025-11-05').eloHome!);
    expect(liveVersion(model, 3)).toBe('nba-elo-2019-abcdef12+3');
  });

  test('the first live season takes the shipped (already regressed) ratings; the next one regresses again', () => {
    // K = 0: results move nothing, so only the season changes show.
    const still = { ...model, params: { ...model.params, k: 0 } };
    const one = carryForward(still, [final(100, 90, '2025-11-01'), final(100, 90, '2026-03-01')]);
    expect(one.teams.bos!.rating).toBe(1550);
    const two = carryForward(still, [final(100, 90, '2025-11-01'), final(100, 90, '2026-11-01')]);
    expect(two.teams.bos!.rating).toBeCloseTo(1500 + 50 * 0.75, 9);
  });

  test('a team the ratings do not know gets no model view: Gary reads the market', () => {
    const v = viewOf(model, carryForward(model, []), 0, 'Boston Celtics', 'Springfield Atoms', '2025-11-05');
    expect(v.eloHome).toBeNull();
    expect(v.weight).toBe(0);
  });
});
