// The daily 10:00 America/New_York run: a timer set for the next generation time (real DST, from
// @gary/betting), re-armed after each run. Timers are unref'd so they never hold a process open.
import { nextGenerationTime } from '@gary/betting';
import type { Logger } from '@gary/platform';

export function startDailyScheduler(d: { now: () => Date; run: () => Promise<unknown>; logger: Logger }): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const next = nextGenerationTime(d.now());
    if (!next.ok) return;
    // setTimeout's limit is about 24.8 days; a day is far below it, but re-check after long sleeps.
    const target = next.value.getTime();
    const delay = Math.min(target - d.now().getTime(), 6 * 3_600_000);
    timer = setTimeout(() => {
      const work = d.now().getTime() >= target ? d.run().catch((err) => d.logger.error({ err }, 'scheduled generation failed')) : Promise.resolve();
      void work.finally(arm);
    }, Math.max(0, delay));
    timer.unref();
  };
  arm();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

export function startInterval(fn: () => Promise<unknown>, everyMs: number, logger: Logger, what: string): () => void {
  let running = false;
  const t = setInterval(() => {
    if (running) return;
    running = true;
    fn()
      .catch((err) => logger.warn({ err }, `${what} failed`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  t.unref();
  return () => clearInterval(t);
}
