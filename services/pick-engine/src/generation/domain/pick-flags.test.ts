import { game, team } from '../../../test/domain-fixtures';
import { momentum, movedAgainst, pickFlags, revenge, superstition, trapAlert } from './pick-flags';

const ctx = (home = team('Boston Celtics'), away = team('New York Knicks')) => ({ home, away, startersConfirmed: true, venue: null, series: null });

test('trapAlert: "public side priced up with line moving against it"', () => {
  const moved = [{ market: 'h2h' as const, openingPrice: -200, latestPrice: -170, openingPoint: null, latestPoint: null }];
  expect(trapAlert(game({ ml: [-190, 160], moves: moved }))).toBe(true);
  // Priced up but the line moved towards the favourite: no trap.
  expect(trapAlert(game({ ml: [-190, 160], moves: [{ ...moved[0]!, openingPrice: -170, latestPrice: -200 }] }))).toBe(false);
  // Moving against a near pick'em is not a public side priced up.
  expect(trapAlert(game({ ml: [-115, -105], moves: moved }))).toBe(false);
  // Spread: home -6.5 to -5.5 is against a home favourite; for an away favourite the sign flips.
  expect(movedAgainst('home', [{ market: 'spreads', openingPrice: null, latestPrice: null, openingPoint: -6.5, latestPoint: -5.5 }])).toBe(true);
  expect(movedAgainst('away', [{ market: 'spreads', openingPrice: null, latestPrice: null, openingPoint: 6.5, latestPoint: 5.5 }])).toBe(true);
});

test('revenge: from the last meeting when known, or trailing the series; false when unknown', () => {
  const lost = team('Boston Celtics', { keyStats: [{ name: 'Last meeting', value: 'L 98-105' }] });
  expect(revenge(game({ ml: [-110, -110], context: ctx(lost) }), 'home')).toBe(true);
  const won = team('Boston Celtics', { keyStats: [{ name: 'last_meeting', value: 'W 110-90' }] });
  expect(revenge(game({ ml: [-110, -110], context: ctx(won) }), 'home')).toBe(false);
  const series = { ...ctx(), series: { found: true, teamA: 'Boston Celtics', teamB: 'New York Knicks', teamAWins: 1, teamBWins: 2, status: 'Knicks lead 2-1' } };
  expect(revenge(game({ ml: [-110, -110], context: series }), 'home')).toBe(true);
  expect(revenge(game({ ml: [-110, -110], context: series }), 'away')).toBe(false);
  expect(revenge(game({ ml: [-110, -110] }), 'home')).toBe(false);
});

test('superstition is deterministic: last ten 7-3 or a price ending in 7', () => {
  expect(superstition(team('A', { lastTen: '7-3' }), -110)).toBe(true);
  expect(superstition(team('A', { lastTen: '6-4' }), -117)).toBe(true);
  expect(superstition(team('A', { lastTen: '6-4' }), 137)).toBe(true);
  expect(superstition(team('A', { lastTen: '6-4' }), -110)).toBe(false);
});

test('"momentum: 0.0-1.0" from form, season record when no last ten, 0.5 when unknown', () => {
  expect(momentum(team('A', { lastTen: '7-3' }))).toBe(0.7);
  expect(momentum(team('A', { record: '30-20-10' }))).toBe(0.5);
  expect(momentum(team('A', { record: '40-10' }))).toBe(0.8);
  expect(momentum(undefined)).toBe(0.5);
  const f = pickFlags(game({ ml: [-110, -110], context: ctx(team('Boston Celtics', { lastTen: '9-1' })) }), 'home', -110);
  expect(f.momentum).toBe(0.9);
});
