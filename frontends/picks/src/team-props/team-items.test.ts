import type { Pick, Prop } from '@gary/design';
import { apiProp, lockedPick, openPick } from '@gary/design/src/api/api-fixtures';
import { ALL, applyFilters, buildTeamItems, filterOptions, filtersFromParams } from './team-items';

const pick = (over: Partial<Pick> & { locked?: boolean } = {}): Pick => {
  const { locked, ...rest } = over as Record<string, unknown>;
  const base = { pickId: 'p1', homeTeam: 'New York Knicks', awayTeam: 'Boston Celtics', matchup: '', time: '7:30 PM', ...rest };
  return locked ? lockedPick(base) : openPick({ pick: 'Boston Celtics -4.5 -110', type: 'spread', rationale: 'Because.', ...base });
};
const prop = (over: Partial<Prop>): Prop => apiProp({ id: 'q1', team: 'Boston Celtics', player: 'Jayson Tatum', prop: 'points', line: 27.5, bet: 'over', matchup: 'Celtics @ Knicks', ...over });

describe('team props', () => {
  test('picks and props from the API become one list; locked ones are only counted', () => {
    const { items, locked } = buildTeamItems([pick({}), pick({ pickId: 'p2', locked: true })], [prop({}), prop({ id: 'q2', locked: true })]);
    expect(items.map((i) => [i.kind, i.id, i.game, i.category, i.pick])).toEqual([
      ['pick', 'p1', 'Celtics @ Knicks', 'Spread', 'Boston Celtics -4.5'],
      ['prop', 'q1', 'Celtics @ Knicks', 'Points', 'Jayson Tatum OVER 27.5 points'],
    ]);
    expect(locked).toBe(2);
  });

  test('three filters (game, team, category) narrow the list together', () => {
    const { items } = buildTeamItems([pick({}), pick({ pickId: 'p3', homeTeam: 'Boston Bruins', awayTeam: 'Toronto Maple Leafs', league: 'NHL', type: 'total', pick: 'Under 6.5 -105' })], [prop({})]);
    expect(filterOptions(items).categories).toEqual(['Points', 'Spread', 'Total']);
    expect(applyFilters(items, { game: ALL, team: 'Boston Celtics', category: ALL }).map((i) => i.id)).toEqual(['p1', 'q1']);
    expect(applyFilters(items, { game: 'Leafs @ Bruins', team: ALL, category: 'Total' }).map((i) => i.id)).toEqual(['p3']);
    expect(applyFilters(items, { game: 'Leafs @ Bruins', team: 'Boston Celtics', category: ALL })).toEqual([]);
  });

  test('a pick with no analysis keeps an empty list (the card says "No analysis available")', () => {
    const { items } = buildTeamItems([pick({ rationale: '' })], [prop({ analysis: [] })]);
    expect(items.every((i) => i.analysis.length === 0)).toBe(true);
  });
});

describe('Team Props, issue "The web on real React" item 8', () => {
  test('"lists the same game twice under two names" no more: a prop\'s full-name matchup is the pick\'s game name', () => {
    const { items } = buildTeamItems([pick({})], [prop({ matchup: 'Boston Celtics @ New York Knicks' })]);
    expect(new Set(items.map((i) => i.game))).toEqual(new Set(['Celtics @ Knicks']));
    expect(filterOptions(items).games).toEqual(['Celtics @ Knicks']);
  });

  test('"offers lines as categories (Assists 2.5)" no more: the category is the market', () => {
    const { items } = buildTeamItems([], [prop({ prop: 'assists 2.5' }), prop({ id: 'q2', prop: 'assists 3.5' })]);
    expect(filterOptions(items).categories).toEqual(['Assists']);
  });

  test('"shows no odds" no more: every item carries its American odds', () => {
    const { items } = buildTeamItems([pick({ odds: -115 })], [prop({ odds: 120 })]);
    expect(items.map((i) => i.odds)).toEqual(['-115', '+120']);
  });

  test('"filters in the URL": ?game=&team=&category= are the filters, "all" where absent', () => {
    expect(filtersFromParams(new URLSearchParams('game=Celtics+%40+Knicks&category=Points'))).toEqual({ game: 'Celtics @ Knicks', team: ALL, category: 'Points' });
  });

  test('"Team Props still shows Bet/Fade on finished games" and "picks under TODAY with no date": each item has its game\'s state and its Eastern day', () => {
    const now = Date.parse('2026-11-28T02:00:00Z');
    const { items } = buildTeamItems(
      [
        pick({ pickId: 'done', gameTime: '2026-11-27T20:00:00Z', status: 'graded', result: 'won' }),
        pick({ pickId: 'later', gameTime: '2026-11-29T00:00:00Z' }),
      ],
      [prop({ id: 'started', gameTime: '2026-11-28T01:00:00Z' }), prop({ id: 'graded', gameTime: '2026-11-27T20:00:00Z', result: 'won' })],
      now,
    );
    expect(items.map((i) => [i.id, i.state])).toEqual([['done', 'final'], ['later', 'open'], ['started', 'live'], ['graded', 'final']]);
    expect(items.find((i) => i.id === 'later')!.time).toBe('Sat, Nov 28 · 7:00 PM ET');
  });
});
