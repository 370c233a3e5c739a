// A graded slate updates thousands of users at once: the hub takes every event without waiting
// for BetCard fetches, runs a bounded number of them at once, and every open stream gets its card.
import { makeEvent } from '@gary/contracts';
import { createInProcessBus } from '@gary/platform';
import { createStatsHub, type SseStream } from './stats-hub';

const quiet = { warn: () => undefined, error: () => undefined };
const user = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const statsEvent = (userId: string) =>
  makeEvent('user-stats.updated', {
    source: 'decisions',
    key: userId,
    data: { userId, totalPicks: 1, rideCount: 1, fadeCount: 0, winCount: 1, lossCount: 0, pushCount: 0, currentStreak: 1, longestStreak: 1, updatedAt: new Date().toISOString() },
  });

test("a graded slate's burst: the consumer never waits on card fetches, at most maxFetches run at once, and every stream gets its card", async () => {
  const bus = createInProcessBus();
  let running = 0;
  let most = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const hub = createStatsHub({
    bus,
    logger: quiet,
    maxFetches: 3,
    fetchCard: async (u) => {
      running++;
      most = Math.max(most, running);
      await gate;
      running--;
      return { userId: u };
    },
  });
  await hub.ready();
  const sent = new Map<string, unknown[]>();
  for (let n = 1; n <= 10; n++) {
    const id = user(n);
    sent.set(id, []);
    const s: SseStream = { send: (_e, data) => (sent.get(id)!.push(data), true), comment: () => true, end: () => undefined };
    hub.add(id, s);
  }
  await bus.publish(Array.from({ length: 10 }, (_, i) => statsEvent(user(i + 1))));
  // Every event was taken while no fetch has finished yet.
  await bus.drain();
  expect(running).toBe(3);
  expect([...sent.values()].every((s) => s.length === 0)).toBe(true);
  release();
  await hub.idle();
  expect(most).toBe(3);
  expect([...sent.entries()].every(([id, s]) => s.length === 1 && (s[0] as { userId: string }).userId === id)).toBe(true);
  await hub.close();
  await bus.close();
});
