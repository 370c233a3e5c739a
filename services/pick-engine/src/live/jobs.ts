// The live slice's jobs: each pick's closing line in the minutes before its game, and (MLB) a change
// of probable starter after publishing, watched until first pitch. Both cluster jobs.
import type { JobSpec, Logger, Pool } from '@gary/platform';
import type { SportsData } from '../adapters/sports-data';
import type { Config } from '../config';
import { recordClosingLines } from './closing-line';
import { watchStarters } from './starter-watch';

export function liveJobs(d: { config: Config; pool: Pool; sportsData: SportsData; logger: Logger; now: () => Date }): JobSpec[] {
  const { config, ...deps } = d;
  return [
    { name: 'closing-odds', scope: 'cluster', schedule: { every: config.PICKS_CLOSING_POLL_MS }, run: () => recordClosingLines(deps) },
    { name: 'starter-watch', scope: 'cluster', schedule: { every: config.PICKS_STARTER_WATCH_MS }, run: () => watchStarters(deps) },
  ];
}
