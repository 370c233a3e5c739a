import { fail, ok, type Result } from './betting-errors';
import { easternParts } from './eastern-time';

export type SeasonSport = 'MLB' | 'NBA' | 'NFL';

/**
 * The season whose stats the data clients ask for, read on the Eastern calendar. As the engine spec
 * states it: "the previous year when month is January to June (MLB data client) and June or earlier
 * (NBA)" -- the same cut-off for both.
 * - NBA seasons are named by the year they start (2025-26 is 2025), so January to June belongs to
 *   the season that began the previous autumn.
 * - MLB seasons are calendar years, yet the MLB client keeps reading last season until July, so
 *   spring picks lean on a full season of numbers instead of a few weeks. That is the stated rule,
 *   kept as stated.
 * - NFL (the spec is silent): seasons are named by their September start year, so January to
 *   August reads the season that last kicked off.
 */
export function seasonYear(sport: SeasonSport, now: Date): Result<number> {
  const p = easternParts(now);
  if (!p.ok) return p;
  const { year, month } = p.value;
  switch (sport) {
    case 'MLB':
    case 'NBA':
      return ok(month <= 6 ? year - 1 : year);
    case 'NFL':
      return ok(month <= 8 ? year - 1 : year);
    default:
      return fail('UnknownSport', 'season year is defined for MLB, NBA and NFL', sport);
  }
}

/**
 * The NHL API names a season by both years as one integer (20252026). A season starts in
 * October, so October to December begin a new one and January to September still belong to the
 * season that started the previous October.
 */
export function nhlSeasonId(now: Date): Result<number> {
  const p = easternParts(now);
  if (!p.ok) return p;
  const start = p.value.month >= 10 ? p.value.year : p.value.year - 1;
  return ok(start * 10000 + start + 1);
}
