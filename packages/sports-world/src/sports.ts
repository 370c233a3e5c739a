// The five sports Gary covers, their Odds API keys, and when each is in season.
import { bookTitle, FEATURED_BOOKS, SHARP_BOOKS } from '@gary/betting';

export const SPORT_KEYS = [
  'basketball_nba',
  'baseball_mlb',
  'icehockey_nhl',
  'americanfootball_nfl',
  'soccer_epl',
] as const;
export type SportKey = (typeof SPORT_KEYS)[number];
export type League = 'NBA' | 'MLB' | 'NHL' | 'NFL' | 'EPL';

interface SportInfoRow {
  readonly key: SportKey;
  readonly league: League;
  readonly title: string;
  /** Soccer moneyline is 3-way: home, draw, away. */
  readonly threeWay: boolean;
  /** Inclusive month-day windows (MM-DD) in Eastern dates; a window may wrap the new year. */
  readonly season: ReadonlyArray<readonly [string, string]>;
}

// Regular season plus postseason, wide enough to cover the calendar's usual drift year to year.
export const SPORTS: Readonly<Record<SportKey, SportInfoRow>> = {
  basketball_nba: { key: 'basketball_nba', league: 'NBA', title: 'NBA', threeWay: false, season: [['10-21', '06-22']] },
  baseball_mlb: { key: 'baseball_mlb', league: 'MLB', title: 'MLB', threeWay: false, season: [['03-26', '11-02']] },
  icehockey_nhl: { key: 'icehockey_nhl', league: 'NHL', title: 'NHL', threeWay: false, season: [['10-07', '06-24']] },
  americanfootball_nfl: { key: 'americanfootball_nfl', league: 'NFL', title: 'NFL', threeWay: false, season: [['09-04', '02-12']] },
  soccer_epl: { key: 'soccer_epl', league: 'EPL', title: 'EPL', threeWay: true, season: [['08-15', '05-25']] },
};

export const isSportKey = (value: string): value is SportKey => (SPORT_KEYS as readonly string[]).includes(value);

export const sportForLeague = (league: string): SportKey | undefined =>
  SPORT_KEYS.find((k) => SPORTS[k].league === league.toUpperCase());

/** In season on an Eastern calendar date 'YYYY-MM-DD'. */
export function inSeason(sport: SportKey, easternDate: string): boolean {
  const md = easternDate.slice(5, 10);
  return SPORTS[sport].season.some(([from, to]) => (from <= to ? md >= from && md <= to : md >= from || md <= to));
}

/** The books asked of The Odds API (@gary/betting FEATURED_BOOKS: US books taking bets today). */
export const FEATURED_BOOKMAKERS = FEATURED_BOOKS;

/** The sharp book read beside the featured ones for the fair price, never shown as a book to bet at. */
export const SHARP_BOOKMAKER = SHARP_BOOKS[0];

/** Every book asked of The Odds API in one odds call: the featured US books and the sharp one. */
export const ODDS_API_BOOKMAKERS: readonly string[] = [...FEATURED_BOOKS, ...SHARP_BOOKS];

/** Display names of the featured books (and old keys in stored rows): bookTitle of @gary/betting. */
export const BOOKMAKER_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  [...FEATURED_BOOKS, 'caesars', 'pointsbetus', 'superbook'].map((k) => [k, bookTitle(k)]),
);

// Odds API market keys for player props, per sport, in the order they are tried.
export const PROP_MARKETS: Readonly<Partial<Record<SportKey, readonly string[]>>> = {
  basketball_nba: ['player_points', 'player_rebounds', 'player_assists', 'player_threes', 'player_blocks', 'player_steals'],
  baseball_mlb: [
    'batter_home_runs', 'batter_hits', 'batter_runs_scored', 'batter_rbis', 'batter_stolen_bases', 'batter_total_bases',
    'pitcher_strikeouts', 'pitcher_outs', 'pitcher_earned_runs', 'batter_hits_runs_rbis', 'batter_singles',
    'batter_doubles', 'batter_triples', 'batter_walks', 'batter_strikeouts', 'pitcher_hits_allowed', 'pitcher_walks',
    'batter_first_home_run', 'pitcher_record_a_win',
  ],
  icehockey_nhl: ['player_points', 'player_goals', 'player_assists', 'player_shots_on_goal', 'player_power_play_points'],
};
