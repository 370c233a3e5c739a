// Everything the pick engine is told about one game: each team's form and key stats, injuries,
// top players, and for MLB the starting pitchers with their season lines. A starter who has not
// been announced is 'starter TBD', never a guessed name. Failed stats calls are swallowed (the
// spec's rule): the part is left empty and the failure noted in `gaps` for the logs.
import { formatRate } from './sabermetrics';
import type { GameRef, ProbableStarter, StatsProvider } from './stats-provider-port';
import type { Injury, KeyStat, PlayerSummary, StatsLeague, TeamResult } from './stats-types';

export interface TeamForm {
  readonly games: readonly TeamResult[];
  /** 'W-L', or 'W-D-L' when draws happen (soccer). */
  readonly record: string;
  /** e.g. 'W3', 'L1'; '' with no games. */
  readonly streak: string;
}

export interface TeamContext {
  readonly name: string;
  readonly form: TeamForm;
  readonly keyStats: readonly KeyStat[];
  readonly injuries: readonly Injury[];
  readonly topPlayers: readonly PlayerSummary[];
}

export type StarterContext =
  | { readonly confirmed: true; readonly id: number; readonly name: string; readonly seasonLine: Readonly<Record<string, string>> | null }
  | { readonly confirmed: false; readonly text: 'starter TBD' };

export interface MatchupContext {
  readonly league: StatsLeague;
  readonly date: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly home: TeamContext;
  readonly away: TeamContext;
  /** MLB only. */
  readonly starters: { readonly home: StarterContext; readonly away: StarterContext } | null;
  /** MLB only: the announced starters with their season lines as numbers (null = not announced). */
  readonly probableStarters: { readonly home: ProbableStarter | null; readonly away: ProbableStarter | null } | null;
  /** True when any part came from simulated data. */
  readonly simulated: boolean;
  /** Parts that could not be fetched (for logs, never for the prompt). */
  readonly gaps: readonly string[];
}

/** Top players per team by league (spec: 8 NBA, 5 MLB hitters, 3 NHL). */
export const TOP_PLAYERS: Record<StatsLeague, number> = { NBA: 8, MLB: 5, NHL: 3, NFL: 5, EPL: 5 };
export const FORM_GAMES = 10;

export function teamForm(results: readonly TeamResult[]): TeamForm {
  const w = results.filter((r) => r.result === 'W').length;
  const l = results.filter((r) => r.result === 'L').length;
  const d = results.filter((r) => r.result === 'D').length;
  let streak = '';
  const first = results[0];
  if (first) {
    let n = 0;
    while (n < results.length && results[n]!.result === first.result) n++;
    streak = `${first.result}${n}`;
  }
  return { games: results, record: d > 0 ? `${w}-${d}-${l}` : `${w}-${l}`, streak };
}

export function starterContext(s: ProbableStarter | null): StarterContext {
  if (!s) return { confirmed: false, text: 'starter TBD' };
  const line = s.season;
  return {
    confirmed: true,
    id: s.pitcher.id,
    name: s.pitcher.fullName,
    seasonLine: line && {
      season: line.year, record: `${line.wins}-${line.losses}`, era: formatRate(line.era, 'era'), whip: formatRate(line.whip, 'era'),
      inningsPitched: line.inningsPitchedText, strikeouts: String(line.strikeouts), walks: String(line.walks),
      fip: formatRate(line.fip, 'era'), kPer9: line.strikeoutsPer9 === null ? '-.--' : line.strikeoutsPer9.toFixed(1),
      gamesStarted: String(line.gamesStarted),
    },
  };
}

export async function buildMatchupContext(provider: StatsProvider, game: GameRef): Promise<MatchupContext> {
  const gaps: string[] = [];
  let simulated = false;
  async function take<T>(what: string, call: Promise<{ ok: true; data: T; simulated: boolean } | { ok: false; error: { name: string; message: string } }>, empty: T): Promise<T> {
    try {
      const r = await call;
      if (r.ok) { simulated ||= r.simulated; return r.data; }
      gaps.push(`${what}: ${r.error.name}: ${r.error.message}`);
    } catch (err) {
      gaps.push(`${what}: ${String(err)}`);
    }
    return empty;
  }
  const team = async (name: string): Promise<TeamContext> => {
    const [results, keyStats, injuries, topPlayers] = await Promise.all([
      take(`${name} form`, provider.recentResults(game.league, name, game.date, FORM_GAMES), [] as TeamResult[]),
      take(`${name} key stats`, provider.keyStats(game.league, name, game.date), [] as KeyStat[]),
      take(`${name} injuries`, provider.injuries(game.league, name, game.date), [] as Injury[]),
      take(`${name} top players`, provider.topPlayers(game.league, name, game.date, TOP_PLAYERS[game.league]), [] as PlayerSummary[]),
    ]);
    return { name, form: teamForm(results), keyStats, injuries, topPlayers };
  };
  const [home, away, starters] = await Promise.all([
    team(game.homeTeam),
    team(game.awayTeam),
    game.league === 'MLB'
      ? take('probable starters', provider.probableStarters(game), { home: null, away: null } as { home: ProbableStarter | null; away: ProbableStarter | null })
      : Promise.resolve(null),
  ]);
  return {
    league: game.league, date: game.date, homeTeam: game.homeTeam, awayTeam: game.awayTeam, home, away,
    starters: starters && { home: starterContext(starters.home), away: starterContext(starters.away) },
    probableStarters: starters,
    simulated, gaps,
  };
}
