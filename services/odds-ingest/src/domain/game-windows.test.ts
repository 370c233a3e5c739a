import { isSelectedGame, inTodaysWindow, selectGames } from './game-windows';
import { easternDateOf, easternTimeToUtc } from '@gary/sports-world';

const at = (iso: string) => new Date(iso);

describe("today's-games window: 6pm Eastern the previous day to 6am Eastern the next day", () => {
  const edges = (now: string, from: string, to: string) => {
    const ms = (iso: string, delta: number) => new Date(Date.parse(iso) + delta);
    expect(inTodaysWindow(from, at(now))).toBe(true);
    expect(inTodaysWindow(ms(from, -60_000), at(now))).toBe(false);
    expect(inTodaysWindow(to, at(now))).toBe(true);
    expect(inTodaysWindow(ms(to, 60_000), at(now))).toBe(false);
  };
  it('in winter (EST, UTC-5)', () => edges('2025-01-15T17:00:00Z', '2025-01-14T23:00:00Z', '2025-01-16T11:00:00Z'));
  it('in summer (EDT, UTC-4), where a fixed UTC-5 would be an hour off', () => edges('2025-07-15T16:00:00Z', '2025-07-14T22:00:00Z', '2025-07-16T10:00:00Z'));
  it('on the spring-forward Sunday the window opens on EST and closes on EDT', () => edges('2025-03-09T16:00:00Z', '2025-03-08T23:00:00Z', '2025-03-10T10:00:00Z'));
  it('on the fall-back Sunday the window opens on EDT and closes on EST', () => edges('2025-11-02T17:00:00Z', '2025-11-01T22:00:00Z', '2025-11-03T11:00:00Z'));
  it('just after midnight Eastern the window already belongs to the new day', () => {
    expect(inTodaysWindow('2025-01-15T23:00:00Z', at('2025-01-16T05:01:00Z'))).toBe(true); // 00:01 EST Jan 16
    expect(inTodaysWindow('2025-01-15T22:59:00Z', at('2025-01-16T05:01:00Z'))).toBe(false);
  });
});

describe('game selection', () => {
  it("'NHL and MLB: only games dated today (Eastern)': a 7:30pm game is today though its UTC date is tomorrow", () => {
    const now = at('2025-01-16T04:30:00Z'); // 11:30pm EST Jan 15
    expect(isSelectedGame('icehockey_nhl', '2025-01-16T00:30:00Z', now)).toBe(true);
    expect(isSelectedGame('icehockey_nhl', '2025-01-16T05:10:00Z', now)).toBe(false); // 00:10 Jan 16
    expect(isSelectedGame('baseball_mlb', '2025-01-15T05:10:00Z', now)).toBe(true); // 00:10 Jan 15
  });
  it('uses daylight time in summer: 00:30 EDT belongs to the next day (a fixed UTC-5 would say 23:30 the day before)', () => {
    const now = at('2025-07-15T23:00:00Z');
    expect(easternDateOf(at('2025-07-16T04:30:00Z'))).toBe('2025-07-16');
    expect(isSelectedGame('baseball_mlb', '2025-07-16T04:30:00Z', now)).toBe(false);
    expect(isSelectedGame('baseball_mlb', '2025-07-16T03:30:00Z', now)).toBe(true);
  });
  it("'NBA: games starting within the next 24 hours or dated today or tomorrow (Eastern)'", () => {
    const now = at('2025-01-15T17:00:00Z'); // noon EST Jan 15
    const games = [
      { id: 'earlier-today', commenceTime: '2025-01-15T15:00:00Z' },
      { id: 'tonight', commenceTime: '2025-01-16T00:00:00Z' },
      { id: 'tomorrow-late', commenceTime: '2025-01-17T03:30:00Z' },
      { id: 'day-after', commenceTime: '2025-01-17T17:00:00Z' },
    ];
    expect(selectGames('basketball_nba', games, now).map((g) => g.id)).toEqual(['earlier-today', 'tonight', 'tomorrow-late']);
    expect(selectGames('icehockey_nhl', games, now).map((g) => g.id)).toEqual(['earlier-today', 'tonight']);
  });
  it('an unparseable time is never selected', () => {
    expect(isSelectedGame('basketball_nba', 'soon', at('2025-01-15T17:00:00Z'))).toBe(false);
  });
});

describe('Eastern wall time', () => {
  it('converts across both DST changes', () => {
    expect(easternTimeToUtc('2025-03-08', 19, 0).toISOString()).toBe('2025-03-09T00:00:00.000Z');
    expect(easternTimeToUtc('2025-03-09', 19, 0).toISOString()).toBe('2025-03-09T23:00:00.000Z');
    expect(easternTimeToUtc('2025-11-02', 19, 30).toISOString()).toBe('2025-11-03T00:30:00.000Z');
  });
  it('a date that does not exist is a programming error here, never a silent wrong instant', () => {
    expect(() => easternTimeToUtc('2025-02-30', 19)).toThrow('InvalidDate');
  });
});
