// Which season a date belongs to.

/**
 * NBA (and NFL, by the same rule) seasons are named by their starting year: in June or earlier
 * it is the previous year's season (the spec's rule).
 */
export function startYearSeason(easternDate: string): number {
  const [year, month] = easternDate.split('-').map(Number) as [number, number];
  return month <= 6 ? year - 1 : year;
}

/**
 * MLB seasons are calendar years. The spec's client used the previous year through June; we use it
 * only before opening day (late March), since a bettor in May wants this season's numbers, not
 * last year's.
 */
export function mlbSeason(easternDate: string): number {
  const year = Number(easternDate.slice(0, 4));
  return easternDate.slice(5) < '03-20' ? year - 1 : year;
}
