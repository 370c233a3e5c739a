// Which season a date's stats are asked for. The rule is @gary/betting's seasonYear (the spec's:
// the previous year when the month is June or earlier, for MLB and NBA alike); this wrapper only
// takes the Eastern date string the stats code carries instead of an instant, and covers the two
// leagues seasonYear does not name.
import { nhlSeasonId, seasonYear, type Result } from '@gary/betting';
import { easternTimeToUtc } from '@gary/sports-world';
import type { StatsLeague } from './stats-types';

function must(r: Result<number>): number {
  if (r.ok) return r.value;
  throw new Error(`${r.error.name}: ${r.error.message}`);
}

/**
 * The season year for `league` on an Eastern date 'YYYY-MM-DD': MLB, NBA, NFL by seasonYear; NHL
 * by the season's starting year (October); EPL, which also starts in late summer and is named by
 * its starting year, by the NBA rule.
 */
export function seasonOf(league: StatsLeague, easternDate: string): number {
  const noon = easternTimeToUtc(easternDate, 12);
  if (league === 'NHL') return Math.floor(must(nhlSeasonId(noon)) / 10000);
  return must(seasonYear(league === 'EPL' ? 'NBA' : league, noon));
}
