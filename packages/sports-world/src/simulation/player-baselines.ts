// What a catalogue player is expected to produce in one game, per stat. Prop lines are set from
// these means and simulated box scores are drawn around them, so lines and results agree.
import type { CataloguePlayer } from '../catalogue';
import type { SportKey } from '../sports';
import { hashString, normalCdf, poissonPmf } from './prng';

export type StatKey =
  | 'points' | 'rebounds' | 'assists' | 'threes' | 'blocks' | 'steals'
  | 'hits' | 'total_bases' | 'home_runs' | 'rbis' | 'strikeouts'
  | 'goals' | 'shots_on_goal' | 'power_play_points';

const BASE: Record<string, Partial<Record<StatKey, number>>> = {
  guard: { points: 21, rebounds: 4.5, assists: 6.5, threes: 2.8, blocks: 0.4, steals: 1.2 },
  forward: { points: 21, rebounds: 7, assists: 4, threes: 1.8, blocks: 0.8, steals: 1.1 },
  center: { points: 19, rebounds: 10.5, assists: 3.5, threes: 0.7, blocks: 1.6, steals: 0.9 },
  hitter: { hits: 1.05, total_bases: 1.7, home_runs: 0.17, rbis: 0.62 },
  // Strikeouts over about 5.5 innings.
  'starter-pitcher': { strikeouts: 5.3 },
  'skater-forward': { points: 0.85, goals: 0.36, assists: 0.49, shots_on_goal: 2.9, power_play_points: 0.28 },
  'skater-defense': { points: 0.55, goals: 0.1, assists: 0.45, shots_on_goal: 2.1, power_play_points: 0.2 },
};

const TIER: Record<1 | 2 | 3, number> = { 1: 1.25, 2: 1.0, 3: 0.75 };

/** Mean of `stat` per game for the player, or null when the player has no such stat. */
export function playerMean(player: CataloguePlayer, stat: StatKey): number | null {
  const base = BASE[player.role]?.[stat];
  if (base === undefined) return null;
  // A stable per-player wobble of +-12% so two players of a tier are not identical.
  const wobble = 0.88 + (hashString(`${player.name}|${stat}`) % 1000) / 1000 * 0.24;
  return base * TIER[player.tier] * wobble;
}

/** The Odds API market key for each simulated prop, per sport. */
export const PROP_MARKET_STATS: Partial<Record<SportKey, Readonly<Record<string, StatKey>>>> = {
  basketball_nba: {
    player_points: 'points', player_rebounds: 'rebounds', player_assists: 'assists',
    player_threes: 'threes', player_blocks: 'blocks', player_steals: 'steals',
  },
  baseball_mlb: {
    batter_hits: 'hits', batter_total_bases: 'total_bases', batter_home_runs: 'home_runs', batter_rbis: 'rbis',
    pitcher_strikeouts: 'strikeouts',
  },
  icehockey_nhl: {
    player_points: 'points', player_goals: 'goals', player_assists: 'assists',
    player_shots_on_goal: 'shots_on_goal', player_power_play_points: 'power_play_points',
  },
};

/** The line books hang for a mean: the nearest half point, never below 0.5. */
export const propLine = (mean: number): number => Math.max(0.5, Math.round(mean - 0.5) + 0.5);

/** NBA points are roughly normal; every other counting stat is modelled as Poisson. */
export function probabilityOver(stat: StatKey, sport: SportKey, mean: number, line: number): number {
  if (sport === 'basketball_nba' && stat === 'points') return 1 - normalCdf((line - mean) / (0.3 * mean + 1.5));
  let below = 0;
  for (let k = 0; k <= Math.floor(line); k++) below += poissonPmf(k, mean);
  return Math.min(Math.max(1 - below, 0.02), 0.98);
}
