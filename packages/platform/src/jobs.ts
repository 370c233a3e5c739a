// Background jobs, one runner for every service. A job says when it runs (`every` so many ms, or
// `dailyAt` a wall-clock time in a time zone, DST included) and where: `cluster` jobs run once per
// occurrence across all replicas (a lock per occurrence, kept until the occurrence is long past,
// plus a running lease so a slow run is never overlapped by the next one on another replica);
// `replica` jobs run on every replica. On one replica a job never overlaps itself. The locks are
// the Lock port: Redis when distributed, memory in the embedded mode (one process, one replica).
import type { Lock } from './cache';
import type { Logger } from './logger';
import { inSpan } from './tracing';

export type JobSchedule =
  | { every: number; runOnStart?: boolean }
  /** 'HH:MM' (24-hour) in an IANA time zone, e.g. { dailyAt: '10:00', timeZone: 'America/New_York' }. */
  | { dailyAt: string; timeZone: string };

export interface JobSpec {
  name: string;
  schedule: JobSchedule;
  scope: 'cluster' | 'replica';
  /** Runs one occurrence; `at` is the occurrence's scheduled time (the same on every replica). */
  run: (at: Date) => Promise<unknown>;
  /** How long a cluster run may hold its lease before another replica may start (default 15 min). */
  leaseMs?: number;
}

export type JobOutcome = 'ran' | 'failed' | 'taken' | 'busy' | 'stopped';

export interface JobRunner {
  /** Runs the occurrence `at` (default now) of a job through the same guards as its timer. */
  run(name: string, at?: Date): Promise<JobOutcome>;
  /** Stops the timers and waits for runs in flight. */
  stop(): Promise<void>;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(t: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout: (t) => clearTimeout(t as NodeJS.Timeout),
};

/** A sleep longer than this is re-checked against the clock (suspend, clock changes). */
const MAX_SLEEP_MS = 6 * 3_600_000;
const DEFAULT_LEASE_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

export function startJobs(deps: {
  jobs: JobSpec[];
  lock: Lock;
  logger: Logger;
  now: () => Date;
  /** Namespaces the lock keys, normally the service name. */
  prefix: string;
  timers?: Timers;
}): JobRunner {
  const timers = deps.timers ?? realTimers;
  const handles = new Map<string, unknown>();
  const running = new Map<string, Promise<JobOutcome>>();
  let stopped = false;
  const byName = new Map(deps.jobs.map((j) => [j.name, j]));
  if (byName.size !== deps.jobs.length) throw new Error('job names must be unique within a service');

  async function guarded(job: JobSpec, at: Date): Promise<JobOutcome> {
    const key = `job:${deps.prefix}:${job.name}`;
    let lease: string | null = null;
    if (job.scope === 'cluster') {
      try {
        const occurrence = await deps.lock.acquire(`${key}:at:${at.toISOString()}`, occurrenceTtl(job.schedule));
        if (!occurrence) return 'taken';
        lease = await deps.lock.acquire(`${key}:running`, job.leaseMs ?? DEFAULT_LEASE_MS);
        if (!lease) return 'busy';
      } catch (err) {
        deps.logger.warn({ job: job.name, err: String(err) }, 'job lock unavailable; this occurrence is skipped');
        return 'taken';
      }
    }
    try {
      // Each occurrence this replica runs is a trace of its own (the score poller's finals start
      // the trace that grading, settlement and the stats push continue).
      await inSpan(`job ${job.name}`, { root: true, attributes: { 'gary.service': deps.prefix, 'gary.job': job.name, 'gary.job.occurrence': at.toISOString() } }, () =>
        Promise.resolve(job.run(at)),
      );
      return 'ran';
    } catch (err) {
      deps.logger.error({ job: job.name, err }, `job ${job.name} failed; it runs again at its next occurrence`);
      return 'failed';
    } finally {
      if (lease) await deps.lock.release(`${key}:running`, lease).catch(() => false);
    }
  }

  function run(name: string, at: Date = deps.now()): Promise<JobOutcome> {
    const job = byName.get(name);
    if (!job) return Promise.reject(new Error(`no job named ${name}`));
    if (stopped) return Promise.resolve('stopped');
    if (running.has(name)) return Promise.resolve('busy');
    const p = guarded(job, at).finally(() => running.delete(name));
    running.set(name, p);
    return p;
  }

  function arm(job: JobSpec): void {
    if (stopped) return;
    const now = deps.now();
    const next = nextOccurrence(job.schedule, now);
    const delay = Math.min(next.getTime() - now.getTime(), MAX_SLEEP_MS);
    handles.set(job.name, timers.setTimeout(() => {
      if (stopped) return;
      if (deps.now().getTime() < next.getTime()) return arm(job);
      void run(job.name, next).finally(() => arm(job));
    }, Math.max(0, delay)));
  }

  for (const job of deps.jobs) {
    const s = job.schedule;
    if ('every' in s && s.runOnStart) {
      const now = deps.now().getTime();
      void run(job.name, new Date(now - (now % s.every))).finally(() => arm(job));
    } else {
      arm(job);
    }
  }

  return {
    run,
    async stop() {
      stopped = true;
      for (const h of handles.values()) timers.clearTimeout(h);
      await Promise.all([...running.values()]);
    },
  };
}

/** An occurrence's lock outlives any clock skew or late timer between replicas. */
function occurrenceTtl(s: JobSchedule): number {
  return 'every' in s ? Math.min(Math.max(2 * s.every, 60_000), DAY_MS) : DAY_MS / 2;
}

/** The first occurrence strictly after `now`: slots of `every` ms from the epoch, or the next daily wall time. */
export function nextOccurrence(s: JobSchedule, now: Date): Date {
  const t = now.getTime();
  if ('every' in s) {
    if (!(s.every > 0)) throw new Error('every must be a positive number of ms');
    return new Date(t - (t % s.every) + s.every);
  }
  const m = /^(\d{2}):(\d{2})$/.exec(s.dailyAt);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) throw new Error(`dailyAt must be HH:MM, got ${s.dailyAt}`);
  const today = zonedParts(t, s.timeZone);
  for (let add = 0; add <= 2; add++) {
    const at = wallTimeToUtc(today.y, today.mo, today.d + add, Number(m[1]), Number(m[2]), s.timeZone);
    if (at > t) return new Date(at);
  }
  throw new Error('no daily occurrence within two days');
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function zonedParts(t: number, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  return { y: Number(p.year), mo: Number(p.month), d: Number(p.day), h: Number(p.hour), mi: Number(p.minute), s: Number(p.second) };
}

/** The zone's offset from UTC at instant t, in ms. */
function offsetAt(t: number, timeZone: string): number {
  const p = zonedParts(t, timeZone);
  return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - (t - (t % 1000));
}

/** A wall time in the zone as a UTC instant (a time inside a spring-forward gap lands after it). */
function wallTimeToUtc(y: number, mo: number, d: number, h: number, mi: number, timeZone: string): number {
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}
