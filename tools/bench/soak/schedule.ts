// The soak's fault schedule, fixed before the day starts and printed first: a random service
// SIGKILLed every minute (restarted at once, as a process manager would), the Kafka broker stopped
// twice, Redis restarted empty, Postgres restarted once, and one service's link to Postgres slowed.
// The short mode (CI) compresses it to one of each kind. Random choices come from a seed, so a
// failing run can be replayed with the same schedule.
import { rng, SERVICE_ORDER } from '@gary/distributed';

/** What the slowed link adds to each round trip to Postgres. */
export const SLOW_LINK_MS = 200;

export type FaultKind = 'kill' | 'broker-stop' | 'redis-restart' | 'postgres-restart' | 'slow-link';

export interface Fault {
  kind: FaultKind;
  /** Seconds after the day's start. */
  at: number;
  /** The service killed, or the one whose link is slowed. */
  service?: string;
  /** How long the fault is held (broker down, link slowed). */
  seconds?: number;
}

export interface ScheduleOptions {
  /** Length of the day in seconds. */
  daySeconds: number;
  short: boolean;
  seed: number;
  /** The service whose link to Postgres is slowed. */
  slowService: string;
  slowSeconds: number;
  brokerDownSeconds: number;
}

/**
 * Full: kills at 5 s past each minute; the other faults at 25 s past a minute, each over before the
 * next kill, so a window holds one fault. Short: one of each, one after another.
 */
export function faultSchedule(o: ScheduleOptions): Fault[] {
  const pick = rng(o.seed);
  const victim = () => SERVICE_ORDER[Math.floor(pick() * SERVICE_ORDER.length)]!;
  if (o.short) {
    // A stopped broker takes about 20 s to answer again after it is started: the next fault waits for it.
    const slowAt = 12;
    const brokerAt = slowAt + o.slowSeconds + 6;
    const redisAt = brokerAt + o.brokerDownSeconds + 26;
    return [
      { kind: 'kill', at: 3, service: 'decisions' },
      { kind: 'slow-link', at: slowAt, service: o.slowService, seconds: o.slowSeconds },
      { kind: 'broker-stop', at: brokerAt, seconds: o.brokerDownSeconds },
      { kind: 'redis-restart', at: redisAt },
      { kind: 'postgres-restart', at: redisAt + 8 },
    ];
  }
  const minutes = Math.floor(o.daySeconds / 60);
  const out: Fault[] = Array.from({ length: minutes }, (_, m): Fault => ({ kind: 'kill', at: m * 60 + 5, service: victim() }));
  const at = (fraction: number) => Math.floor((o.daySeconds * fraction) / 60) * 60 + 25;
  out.push(
    { kind: 'broker-stop', at: at(0.15), seconds: o.brokerDownSeconds },
    { kind: 'redis-restart', at: at(0.35) },
    { kind: 'postgres-restart', at: at(0.5) },
    { kind: 'broker-stop', at: at(0.65), seconds: o.brokerDownSeconds },
    { kind: 'slow-link', at: at(0.8), service: o.slowService, seconds: o.slowSeconds },
  );
  return out.sort((a, b) => a.at - b.at);
}

export function describeFault(f: Fault): string {
  switch (f.kind) {
    case 'kill':
      return `SIGKILL ${f.service} (restarted at once)`;
    case 'broker-stop':
      return `Kafka broker stopped for ${f.seconds} s`;
    case 'redis-restart':
      return 'Redis restarted (empty: no persistence)';
    case 'postgres-restart':
      return 'Postgres stopped and started again';
    case 'slow-link':
      return `${f.service}'s link to Postgres slowed by ${SLOW_LINK_MS} ms a round trip for ${f.seconds} s`;
  }
}
