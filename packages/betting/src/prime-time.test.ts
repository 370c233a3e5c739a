import { primeTimeGames } from './prime-time';

const nba = (gameTime: string) => ({ league: 'NBA', gameTime });
const nhl = (gameTime: string) => ({ league: 'NHL', gameTime });

describe("PrimeTime: the day's national-TV window, the latest start slot of the day per league", () => {
  test('a full evening card: only the late slot of each league is PrimeTime, not every game from 7:00 PM ET', () => {
    // Friday 27 Nov 2026 (EST, UTC-5): NBA at 7:00, 7:30, 8:00, 10:00 and 10:30 PM; NHL at 7:00 and 9:00 PM.
    const card = [nba('2026-11-28T00:00:00Z'), nba('2026-11-28T00:30:00Z'), nba('2026-11-28T01:00:00Z'), nba('2026-11-28T03:00:00Z'), nba('2026-11-28T03:30:00Z'), nhl('2026-11-28T00:00:00Z'), nhl('2026-11-28T02:00:00Z')];
    expect(primeTimeGames(card)).toEqual([false, false, false, true, true, false, true]);
  });

  test('a day whose last slot is in the afternoon has no PrimeTime game (7:00 PM ET starts the window)', () => {
    expect(primeTimeGames([nba('2026-11-26T17:30:00Z'), nba('2026-11-26T23:59:00Z')])).toEqual([false, false]);
    // Daylight time: 7:05 PM EDT is 23:05 UTC.
    expect(primeTimeGames([{ league: 'MLB', gameTime: '2026-07-04T23:05:00Z' }, { league: 'MLB', gameTime: '2026-07-04T17:05:00Z' }])).toEqual([true, false]);
  });

  test("each Eastern day has its own slot: tomorrow's early-published games do not push today's out", () => {
    const tonight = nba('2026-11-28T03:00:00Z'); // 10:00 PM on the 27th
    const tomorrowNight = nba('2026-11-29T01:00:00Z'); // 8:00 PM on the 28th
    expect(primeTimeGames([tonight, tomorrowNight])).toEqual([true, true]);
  });

  test('a game flagged national TV is PrimeTime at any hour; no time or a bad one is not', () => {
    expect(primeTimeGames([{ league: 'NFL', gameTime: '2026-11-26T17:30:00Z', nationalTv: true }])).toEqual([true]);
    expect(primeTimeGames([{ league: 'NBA', gameTime: null }, { league: 'NBA', gameTime: 'not a time' }])).toEqual([false, false]);
  });
});
