// When props are made without anyone asking: once a day a little after the 10:00 ET picks (the
// delay is configurable), and once at start-up in the embedded mode when today has none. Each
// tick re-arms itself from the clock, so a long run or a DST change cannot drift the schedule.
import { addDays, easternDate, easternWallTimeToUtc, GENERATION_HOUR } from '@gary/betting';
import type { Logger } from '@gary/platform';

/** The next daily run strictly after `now`: 10:00 Eastern plus the delay, today or tomorrow. */
export function nextDailyRun(now: Date, delayMinutes: number): Date | null {
  const today = easternDate(now);
  if (!today.ok) return null;
  for (const day of [today.value, (addDays(today.value, 1) as { ok: true; value: string }).value]) {
    const at = easternWallTimeToUtc(day, GENERATION_HOUR, 0);
    if (!at.ok) return null;
    const when = new Date(at.value.getTime() + delayMinutes * 60_000);
    if (when.getTime() > now.getTime()) return when;
  }
  return null;
}

export function startDailySchedule(o: {
  now: () => Date;
  delayMinutes: number;
  run: (date: string) => Promise<void>;
  logger: Logger;
}): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let running: Promise<void> | null = null;

  const arm = () => {
    if (stopped) return;
    const next = nextDailyRun(o.now(), o.delayMinutes);
    if (!next) return;
    const wait = Math.max(1_000, next.getTime() - o.now().getTime());
    timer = setTimeout(() => {
      const day = easternDate(next);
      running = (day.ok ? o.run(day.value) : Promise.resolve())
        .catch((err: unknown) => o.logger.error({ err }, 'daily prop run failed'))
        .finally(() => {
          running = null;
          arm();
        });
    }, wait);
    timer.unref();
    o.logger.info({ next: next.toISOString() }, 'next daily prop run');
  };
  arm();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    if (running) await running;
  };
}
