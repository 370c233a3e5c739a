// The Parlay of the Day is built right after the picks are stored when their card is the one shown;
// this job builds it when a card becomes shown later (10:00 ET), or that step failed or the process
// stopped in between (nothing when the card has one). Every minute, as card.shown.
import type { JobSpec, Logger, Pool } from '@gary/platform';
import { buildShownCardParlay } from './parlay';

export function parlayJobs(d: { pool: Pool; now: () => Date; logger: Logger }): JobSpec[] {
  return [{ name: 'daily-parlay', scope: 'cluster', schedule: { every: 60_000, runOnStart: true }, run: () => buildShownCardParlay(d) }];
}
