// Generation's job: the 10:00 ET run ("Picks generated daily at 10am America/New_York"), a cluster
// job; the generator's own lock stays the guard of a day's run.
import { EASTERN_ZONE, GENERATION_HOUR } from '@gary/betting';
import type { JobSpec } from '@gary/platform';
import type { Config } from '../config';
import type { Generator } from './generation';

export function generationJobs(d: { config: Config; generator: Generator }): JobSpec[] {
  if (!d.config.PICKS_SCHEDULER) return [];
  return [
    {
      name: 'daily-generation',
      scope: 'cluster',
      schedule: { dailyAt: `${String(GENERATION_HOUR).padStart(2, '0')}:00`, timeZone: EASTERN_ZONE },
      leaseMs: 60 * 60_000,
      run: () => d.generator.request({ requestedBy: 'scheduler' }),
    },
  ];
}
