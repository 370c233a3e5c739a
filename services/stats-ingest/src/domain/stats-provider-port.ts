// The stats port the matchup context builder reads. The simulated provider implements it; a live
// provider composes the MLB, balldontlie and NHL clients behind the same methods. Answers say
// whether they are simulated.
import type { Answer } from '@gary/sports-world';
import type { SeriesGame } from './playoff-series';
import type { BoxScore, Injury, KeyStat, PitcherAppearance, PitcherRef, PitcherSeasonLine, PlayerSummary, StatsLeague, TeamResult } from './stats-types';

export type StatsAnswer<T> = Answer<T>;

export interface GameRef {
  readonly league: StatsLeague;
  /** Eastern date of the game. */
  readonly date: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  /** The provider's or the odds event's id, when known. */
  readonly gameId?: string;
}

export interface ProbableStarter {
  readonly pitcher: PitcherRef;
  readonly season: PitcherSeasonLine | null;
  /** His starts before the game's date, oldest first (the pitcher term's only input); absent when the log could not be read. */
  readonly priorStarts?: readonly PitcherAppearance[];
}

export interface StatsProvider {
  /** The league's games on an Eastern date (the provider's ids as gameId). */
  schedule(league: StatsLeague, date: string): Promise<StatsAnswer<GameRef[]>>;
  /** Most recent results first, before `date`. */
  recentResults(league: StatsLeague, team: string, date: string, last: number): Promise<StatsAnswer<TeamResult[]>>;
  keyStats(league: StatsLeague, team: string, date: string): Promise<StatsAnswer<KeyStat[]>>;
  injuries(league: StatsLeague, team: string, date: string): Promise<StatsAnswer<Injury[]>>;
  topPlayers(league: StatsLeague, team: string, date: string, limit: number): Promise<StatsAnswer<PlayerSummary[]>>;
  /** MLB: each side's announced starter with his season line; null = not announced (TBD). */
  probableStarters(game: GameRef): Promise<StatsAnswer<{ home: ProbableStarter | null; away: ProbableStarter | null }>>;
  boxScore(game: GameRef): Promise<StatsAnswer<BoxScore>>;
  playoffGames(league: StatsLeague, teamA: string, teamB: string, season: number): Promise<StatsAnswer<SeriesGame[]>>;
}
