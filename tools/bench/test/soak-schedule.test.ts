import { faultSchedule, type Fault } from '../soak/schedule';

const base = { seed: 29, slowService: 'decisions', slowSeconds: 30, brokerDownSeconds: 20 };
const kinds = (s: Fault[]) => s.map((f) => f.kind);

describe('the soak fault schedule', () => {
  test('"a random service SIGKILLed every 60 seconds, the broker stopped twice for 20 seconds, Redis restarted, Postgres restarted once, one service\'s network to Postgres slowed"', () => {
    const s = faultSchedule({ ...base, daySeconds: 1200, short: false });
    const kills = s.filter((f) => f.kind === 'kill');
    expect(kills).toHaveLength(20);
    expect(kills.slice(1).map((k, i) => k.at - kills[i]!.at)).toEqual(Array(19).fill(60));
    expect(new Set(kills.map((k) => k.service)).size).toBeGreaterThan(1);
    expect(s.filter((f) => f.kind === 'broker-stop').map((f) => f.seconds)).toEqual([20, 20]);
    expect(kinds(s).filter((k) => k === 'redis-restart')).toHaveLength(1);
    expect(kinds(s).filter((k) => k === 'postgres-restart')).toHaveLength(1);
    expect(s.filter((f) => f.kind === 'slow-link').map((f) => f.service)).toEqual(['decisions']);
    // Each held fault is over before the next kill.
    for (const f of s.filter((x) => x.kind !== 'kill')) expect(kills.some((k) => k.at > f.at && k.at < f.at + (f.seconds ?? 0) + 5)).toBe(false);
    expect(s.every((f) => f.at + (f.seconds ?? 0) < 1200)).toBe(true);
  });

  test('"the short mode ... still exercises each fault kind at least once": one kill, one broker stop, a Redis restart, a Postgres restart, a slowed link', () => {
    const s = faultSchedule({ ...base, daySeconds: 80, short: true, slowSeconds: 10, brokerDownSeconds: 10 });
    expect([...new Set(kinds(s))].sort()).toEqual(['broker-stop', 'kill', 'postgres-restart', 'redis-restart', 'slow-link']);
    expect(s.every((f) => f.at < 80)).toBe(true);
  });

  test('the same seed gives the same schedule, so a failing run can be replayed', () => {
    const a = faultSchedule({ ...base, daySeconds: 1200, short: false });
    expect(faultSchedule({ ...base, daySeconds: 1200, short: false })).toEqual(a);
    expect(faultSchedule({ ...base, seed: 30, daySeconds: 1200, short: false })).not.toEqual(a);
  });
});
