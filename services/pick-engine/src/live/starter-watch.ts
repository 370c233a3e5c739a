// The starter watch: until first pitch, each published MLB pick's probable starters are read again
// from stats-ingest and compared with the ones the pick assumed. A side that now lists someone else
// (or no one) is recorded as a change of starter, shown on the pick and in its analysis; a side back
// to the assumed starter loses its change. A failed read changes nothing.
import type { Logger, Pool } from '@gary/platform';
import { picksWatchingStarters, saveStarterChanges } from './adapters/edge-repo';
import { matchupFacts } from '../adapters/slate-mapper';
import type { SportsData } from '../adapters/sports-data';
import { starterChanges, startersOf } from '../domain/starters';

export async function watchStarters(d: { pool: Pool; sportsData: SportsData; logger: Logger; now: () => Date }): Promise<{ checked: number; changed: number }> {
  const now = d.now();
  let checked = 0;
  let changed = 0;
  for (const p of await picksWatchingStarters(d.pool, now)) {
    const ctx = await d.sportsData.matchup({ sport: p.league, homeTeam: p.homeTeam, awayTeam: p.awayTeam, date: p.date, eventId: p.eventId });
    if (!ctx) continue;
    const current = startersOf(matchupFacts(ctx, p.homeTeam, p.awayTeam));
    // No starter at all on either side reads as a feed without starters, not as two scratches.
    if (!current) continue;
    checked++;
    const changes = starterChanges(p.assumed, current, p);
    await saveStarterChanges(d.pool, p.pickId, changes, now);
    if (changes.length > 0) {
      changed++;
      d.logger.info({ pickId: p.pickId, changes: changes.map((c) => `${c.side}: ${c.assumed} -> ${c.now ?? 'none'}`) }, 'probable starter changed after publishing');
    }
  }
  return { checked, changed };
}
