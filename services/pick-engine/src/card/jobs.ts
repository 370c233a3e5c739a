// The card's job: card.shown when the card the site shows changed (10:00 ET, or earlier when the day
// before has no card) and its day's run has stored; sent once per card, by whichever replica holds
// the job, every minute.
import type { JobSpec, Pool } from '@gary/platform';
import { announceShownCard } from './card';

export function cardJobs(d: { pool: Pool; now: () => Date }): JobSpec[] {
  return [{ name: 'card-shown', scope: 'cluster', schedule: { every: 60_000, runOnStart: true }, run: () => announceShownCard(d.pool, d.now()) }];
}
