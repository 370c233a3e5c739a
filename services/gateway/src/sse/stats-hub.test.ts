import { makeEvent, type EventType } from '@gary/contracts';
import { createInProcessBus, type EventBus, type EventHandler } from '@gary/platform';
import { createStatsHub, type SseStream } from './stats-hub';

const USER = '6f1c2a9e-2b7d-4c1e-9a3b-0d5e8f7a6b21';
const quiet = { warn: () => undefined, error: () => undefined };

const statsEvent = (userId: string, occurredAt = new Date()) =>
  makeEvent('user-stats.updated', {
    source: 'decisions',
    key: userId,
    occurredAt,
    data: { userId, totalPicks: 1, rideCount: 1, fadeCount: 0, winCount: 0, lossCount: 0, pushCount: 0, currentStreak: 0, longestStreak: 0, updatedAt: occurredAt.toISOString() },
  });

function fakeStream() {
  const sent: [string, unknown][] = [];
  let ended = false;
  const s: SseStream = {
    send: (event, data) => (sent.push([event, data]), true),
    comment: () => true,
    end: () => {
      ended = true;
    },
  };
  return { s, sent, ended: () => ended };
}

describe('stats hub', () => {
  it("each user-stats.updated reaches that user's open streams as event 'stats' with the fresh BetCard", async () => {
    const bus = createInProcessBus();
    const fetched: string[] = [];
    const hub = createStatsHub({ bus, logger: quiet, fetchCard: async (u) => (fetched.push(u), { username: 'sam', totalDecisions: 1 }) });
    await hub.ready();
    const [a, b, other] = [fakeStream(), fakeStream(), fakeStream()];
    hub.add(USER, a.s);
    hub.add(USER, b.s);
    hub.add('00000000-0000-4000-8000-000000000009', other.s);
    await bus.publish([statsEvent(USER)]);
    await bus.drain();
    expect(a.sent).toEqual([['stats', { username: 'sam', totalDecisions: 1 }]]);
    expect(b.sent).toHaveLength(1);
    expect(other.sent).toHaveLength(0);
    expect(fetched).toEqual([USER]);
    await hub.close();
    expect(a.ended()).toBe(true);
    await bus.close();
  });

  it('no stream open for the user: no BetCard is fetched; a closed stream stops receiving', async () => {
    const bus = createInProcessBus();
    let fetches = 0;
    const hub = createStatsHub({ bus, logger: quiet, fetchCard: async () => (fetches++, {}) });
    await hub.ready();
    const a = fakeStream();
    const remove = hub.add(USER, a.s);
    remove();
    await bus.publish([statsEvent(USER)]);
    await bus.drain();
    expect(fetches).toBe(0);
    expect(hub.openStreams()).toBe(0);
    await hub.close();
    await bus.close();
  });

  it('a burst of events for one user costs at most two fetches; history from before the hub started is skipped', async () => {
    const bus = createInProcessBus();
    let fetches = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const hub = createStatsHub({ bus, logger: quiet, fetchCard: async () => (fetches++, await gate, { n: fetches }) });
    await hub.ready();
    const a = fakeStream();
    hub.add(USER, a.s);
    const pushes = [hub.push(USER), hub.push(USER), hub.push(USER), hub.push(USER)];
    release();
    await Promise.all(pushes);
    expect(fetches).toBe(2);
    expect(a.sent.at(-1)).toEqual(['stats', { n: 2 }]);
    await bus.publish([statsEvent(USER, new Date(Date.now() - 3_600_000))]);
    await bus.drain();
    expect(fetches).toBe(2);
    await hub.close();
    await bus.close();
  });

  it("on Kafka each gateway replica subscribes with its own group id ('gateway-<random>') so every replica sees every event", async () => {
    const groups: string[] = [];
    const kafkaLike: EventBus = {
      kind: 'kafka',
      publish: async () => undefined,
      subscribe: async (o: { groupId: string; topics: EventType[]; handler: EventHandler }) => {
        groups.push(o.groupId);
        expect(o.topics).toEqual(['user-stats.updated']);
        return { close: async () => undefined };
      },
      close: async () => undefined,
    };
    const h1 = createStatsHub({ bus: kafkaLike, logger: quiet, fetchCard: async () => ({}) });
    const h2 = createStatsHub({ bus: kafkaLike, logger: quiet, fetchCard: async () => ({}) });
    await Promise.all([h1.ready(), h2.ready()]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatch(/^gateway-[0-9a-f-]{36}$/);
    expect(groups[0]).not.toBe(groups[1]);
    await Promise.all([h1.close(), h2.close()]);
  });
});

describe('"no alert sent during a cool-off": a break ends the user\'s open streams', () => {
  it('endUser ends that user\'s streams, later updates reach nobody, and other users keep theirs', async () => {
    const bus = createInProcessBus();
    const fetched: string[] = [];
    const hub = createStatsHub({ bus, logger: quiet, fetchCard: async (u) => (fetched.push(u), { totalDecisions: 1 }) });
    await hub.ready();
    const [mine, other] = [fakeStream(), fakeStream()];
    hub.add(USER, mine.s);
    hub.add('00000000-0000-4000-8000-000000000009', other.s);
    expect(hub.endUser(USER)).toBe(1);
    expect([mine.ended(), other.ended()]).toEqual([true, false]);
    await bus.publish([statsEvent(USER)]);
    await bus.drain();
    await hub.idle();
    expect(mine.sent).toEqual([]);
    expect(hub.openStreams()).toBe(1);
    await hub.close();
    await bus.close();
  });
});
