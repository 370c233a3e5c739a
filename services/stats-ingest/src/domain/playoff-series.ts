// The state of a best-of-seven playoff series from its games.

export interface SeriesGame {
  readonly id: string | number;
  /** ISO date or date-time. */
  readonly date: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly homeScore: number | null;
  readonly awayScore: number | null;
  /** Provider status text; only 'Final' counts as final. */
  readonly status: string;
}

export type SeriesState =
  | { readonly seriesFound: false; readonly message: 'No playoff games found between these teams' }
  | {
    readonly seriesFound: true;
    readonly teamA: { readonly name: string; readonly wins: number };
    readonly teamB: { readonly name: string; readonly wins: number };
    readonly seriesStatus: string;
    /** The first team to 4 wins, else null. */
    readonly winner: string | null;
    /** Spec: fewer than 7 games, or the latest game within the last 3 days. */
    readonly isActive: boolean;
    /** A team is one win from the series (3 wins) and no one has won it. */
    readonly eliminationGame: boolean;
    /** Three wins each: the next game is game 7. */
    readonly gameSeven: boolean;
    readonly gamesPlayed: number;
    readonly games: readonly SeriesGame[];
  };

const WINS_NEEDED = 4;
const ACTIVE_DAYS = 3;

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export function playoffSeriesState(games: readonly SeriesGame[], teamA: string, teamB: string, now: Date): SeriesState {
  const between = games
    .filter((g) => (same(g.homeTeam, teamA) && same(g.awayTeam, teamB)) || (same(g.homeTeam, teamB) && same(g.awayTeam, teamA)))
    .slice()
    .sort((x, y) => x.date.localeCompare(y.date));
  if (between.length === 0) return { seriesFound: false, message: 'No playoff games found between these teams' };

  let winsA = 0;
  let winsB = 0;
  let winner: string | null = null;
  for (const g of between) {
    // A game counts only once it is final; a live score is not a win yet.
    if (g.status.trim().toLowerCase() !== 'final' || g.homeScore === null || g.awayScore === null || g.homeScore === g.awayScore) continue;
    const won = g.homeScore > g.awayScore ? g.homeTeam : g.awayTeam;
    if (same(won, teamA)) winsA++;
    else winsB++;
    if (!winner && winsA === WINS_NEEDED) winner = teamA;
    if (!winner && winsB === WINS_NEEDED) winner = teamB;
  }

  const latest = Date.parse(between[between.length - 1]!.date);
  const isActive = between.length < 7 || (Number.isFinite(latest) && now.getTime() - latest <= ACTIVE_DAYS * 86_400_000);
  let seriesStatus: string;
  if (winner) seriesStatus = `${winner} won the series ${Math.max(winsA, winsB)}-${Math.min(winsA, winsB)}`;
  else if (winsA === winsB) seriesStatus = `Series tied ${winsA}-${winsB}`;
  else seriesStatus = winsA > winsB ? `${teamA} leads the series ${winsA}-${winsB}` : `${teamB} leads the series ${winsB}-${winsA}`;

  return {
    seriesFound: true,
    teamA: { name: teamA, wins: winsA },
    teamB: { name: teamB, wins: winsB },
    seriesStatus,
    winner,
    isActive,
    eliminationGame: !winner && (winsA === WINS_NEEDED - 1 || winsB === WINS_NEEDED - 1),
    gameSeven: !winner && winsA === WINS_NEEDED - 1 && winsB === WINS_NEEDED - 1,
    gamesPlayed: winsA + winsB,
    games: between,
  };
}
