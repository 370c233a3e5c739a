// Normalised stats shapes shared by the real clients, the simulator and the matchup context.

export type StatsLeague = 'NBA' | 'MLB' | 'NHL' | 'NFL' | 'EPL';

export interface PitcherRef { readonly id: number; readonly fullName: string }

export interface MlbScheduledGame {
  readonly gameId: number;
  /** The local calendar date of the game (officialDate). */
  readonly date: string;
  readonly matchup: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  readonly venue: string;
  /** ISO UTC. */
  readonly startTime: string;
  readonly status: string;
  readonly homeScore: number | null;
  readonly awayScore: number | null;
  /** Null until the club announces its starter. */
  readonly probablePitchers: { readonly home: PitcherRef | null; readonly away: PitcherRef | null };
  /** Each club's season record going into the game ('70-50', the schedule's leagueRecord); null when not given. */
  readonly records?: { readonly home: string | null; readonly away: string | null };
  readonly doubleHeader: boolean;
  readonly gameNumber: number;
}

/** One appearance from a pitcher's game log (MLB Stats API stats=gameLog&group=pitching). */
export interface PitcherAppearance {
  /** The game's local date, YYYY-MM-DD. */
  readonly date: string;
  readonly gameId: number;
  readonly opponent: string;
  readonly isHome: boolean;
  /** A start (gamesStarted 1), not a relief outing. */
  readonly started: boolean;
  /** True innings (thirds resolved). */
  readonly inningsPitched: number;
  readonly earnedRuns: number;
  readonly runs: number;
  readonly strikeouts: number;
  readonly walks: number;
  readonly hits: number;
  readonly homeRuns: number;
  readonly battersFaced: number;
}

export interface PitcherSeasonLine {
  readonly year: string;
  readonly era: number | null;
  readonly whip: number | null;
  readonly wins: number;
  readonly losses: number;
  /** The API's text, e.g. '166.0' or '40.1'. */
  readonly inningsPitchedText: string;
  /** True innings (thirds resolved): '40.1' -> 40.333. */
  readonly inningsPitched: number;
  readonly strikeouts: number;
  readonly walks: number;
  readonly hits: number;
  readonly homeRuns: number;
  readonly hitByPitch: number;
  readonly battingAvgAgainst: number | null;
  readonly gamesStarted: number;
  readonly gamesPitched: number;
  readonly saves: number;
  readonly saveOpportunities: number;
  readonly strikeoutsPer9: number | null;
  readonly fip: number | null;
}

export interface TeamSeasonStats {
  readonly teamId: number;
  readonly teamName: string;
  readonly season: string;
  readonly group: string;
  /** Counting stats as numbers, rate stats parsed from their strings (null for '-.--'). */
  readonly stats: Readonly<Record<string, number | null>>;
}

export interface RosterEntry { readonly id: number; readonly fullName: string; readonly position: string; readonly jerseyNumber: string | null; readonly status: string }
export interface LeaderEntry { readonly rank: number; readonly value: string; readonly playerId: number; readonly playerName: string; readonly team: string | null }

/** One player's game line, keyed by stat names that prop grading understands. */
export interface PlayerGameLine {
  readonly id: number;
  readonly name: string;
  readonly position: string;
  readonly stats: Readonly<Record<string, number>>;
}

export interface TeamBox {
  readonly team: string;
  readonly score: number | null;
  readonly players: readonly PlayerGameLine[];
}

export interface BoxScore {
  readonly league: StatsLeague;
  readonly gameId: string;
  readonly status: 'scheduled' | 'live' | 'final';
  readonly home: TeamBox;
  readonly away: TeamBox;
}

export interface Injury {
  readonly playerId: number | null;
  readonly player: string;
  readonly team: string | null;
  readonly status: string;
  readonly description: string;
  readonly returnDate: string | null;
}

export interface TeamResult {
  readonly date: string;
  readonly opponent: string;
  readonly home: boolean;
  readonly teamScore: number;
  readonly opponentScore: number;
  readonly result: 'W' | 'L' | 'D';
}

export interface KeyStat { readonly label: string; readonly value: string }

export interface PlayerSummary {
  readonly id: number;
  readonly name: string;
  readonly position: string;
  /** Per-game averages or season figures, formatted for reading. */
  readonly stats: Readonly<Record<string, string>>;
}

/**
 * The stat a prop market is graded on, by the keys PlayerGameLine.stats uses.
 * Unknown markets give null ('Stat type not found').
 */
export function statForPropMarket(marketKey: string): string | null {
  const map: Record<string, string> = {
    player_points: 'points', player_rebounds: 'rebounds', player_assists: 'assists', player_threes: 'threes',
    player_blocks: 'blocks', player_steals: 'steals', player_goals: 'goals', player_shots_on_goal: 'shots_on_goal',
    player_power_play_points: 'power_play_points', batter_hits: 'hits', batter_total_bases: 'total_bases',
    batter_home_runs: 'home_runs', batter_rbis: 'rbis', batter_runs_scored: 'runs', batter_walks: 'walks',
    batter_strikeouts: 'batter_strikeouts', batter_stolen_bases: 'stolen_bases', batter_doubles: 'doubles',
    batter_triples: 'triples', batter_singles: 'singles', pitcher_strikeouts: 'pitcher_strikeouts',
    pitcher_outs: 'pitcher_outs', pitcher_earned_runs: 'earned_runs', pitcher_hits_allowed: 'hits_allowed',
    pitcher_walks: 'walks_allowed',
  };
  return map[marketKey] ?? null;
}
