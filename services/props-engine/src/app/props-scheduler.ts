// When props are made without anyone asking: once a day a little after the 10:00 ET picks (the
// delay is configurable), as a dailyAt job of the platform runner, which follows DST; and once at
// start-up in the embedded mode when today has none (the service's warm-up).
import { EASTERN_ZONE, GENERATION_HOUR } from '@gary/betting';
import type { JobSchedule } from '@gary/platform';

/** 10:00 Eastern plus the delay, every day. */
export function dailyRunSchedule(delayMinutes: number): JobSchedule {
  const minutes = GENERATION_HOUR * 60 + delayMinutes;
  return { dailyAt: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`, timeZone: EASTERN_ZONE };
}
