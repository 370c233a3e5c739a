import { playoffSeriesState, type SeriesGame } from './playoff-series';

const A = 'Boston Celtics';
const B = 'New York Knicks';
let n = 0;
const g = (date: string, winner: typeof A | typeof B, status = 'Final', home: string = A): SeriesGame => {
  const away = home === A ? B : A;
  const homeWins = winner === home;
  return { id: ++n, date, homeTeam: home, awayTeam: away, homeScore: homeWins ? 110 : 100, awayScore: homeWins ? 100 : 110, status };
};
const now = new Date('2025-05-20T12:00:00Z');

describe('playoff series', () => {
  it("'No playoff games found between these teams'", () => {
    expect(playoffSeriesState([g('2025-05-01', A)], A, 'Miami Heat', now)).toEqual({ seriesFound: false, message: 'No playoff games found between these teams' });
  });

  it("'the first team with 4 wins is reported as having won'", () => {
    const s = playoffSeriesState([g('2025-05-05', A), g('2025-05-07', B, 'Final', B), g('2025-05-09', A, 'Final', B), g('2025-05-11', A), g('2025-05-13', A, 'Final', B)], A, B, now);
    expect(s).toMatchObject({ seriesFound: true, winner: A, seriesStatus: 'Boston Celtics won the series 4-1', teamA: { wins: 4 }, teamB: { wins: 1 }, eliminationGame: false });
  });

  it("'otherwise the running count is reported'; team order as asked", () => {
    const s = playoffSeriesState([g('2025-05-05', B), g('2025-05-07', B)], A, B, now);
    expect(s).toMatchObject({ winner: null, seriesStatus: 'New York Knicks leads the series 2-0', teamA: { name: A, wins: 0 }, teamB: { name: B, wins: 2 } });
    expect(playoffSeriesState([g('2025-05-05', B), g('2025-05-07', A)], A, B, now)).toMatchObject({ seriesStatus: 'Series tied 1-1' });
  });

  it("'A game is final only when its status is Final'", () => {
    const s = playoffSeriesState([g('2025-05-05', A), g('2025-05-19', B, '4th Qtr')], A, B, now);
    expect(s).toMatchObject({ teamA: { wins: 1 }, teamB: { wins: 0 }, gamesPlayed: 1 });
  });

  it("'Elimination is flagged at 3 wins; game 7 is flagged'", () => {
    const three = [g('2025-05-01', A), g('2025-05-03', A), g('2025-05-05', A)];
    expect(playoffSeriesState(three, A, B, now)).toMatchObject({ eliminationGame: true, gameSeven: false });
    const six = [g('2025-05-01', A), g('2025-05-03', A), g('2025-05-05', A), g('2025-05-07', B), g('2025-05-09', B), g('2025-05-11', B)];
    expect(playoffSeriesState(six, A, B, now)).toMatchObject({ seriesStatus: 'Series tied 3-3', eliminationGame: true, gameSeven: true });
  });

  it("'active if it has fewer than 7 games or its latest game is within the last 3 days'", () => {
    const seven = (last: string) => [g('2025-05-01', A), g('2025-05-03', A), g('2025-05-05', A), g('2025-05-07', B), g('2025-05-09', B), g('2025-05-11', B), g(last, A)];
    expect(playoffSeriesState(seven('2025-05-18'), A, B, now)).toMatchObject({ isActive: true, winner: A, gamesPlayed: 7 });
    expect(playoffSeriesState(seven('2025-05-16'), A, B, now)).toMatchObject({ isActive: false });
    expect(playoffSeriesState([g('2025-04-01', A)], A, B, now)).toMatchObject({ isActive: true });
  });
});
