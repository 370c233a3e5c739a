import type { BetCard, EventType } from '@gary/contracts';
import { createInProcessBus, type EventBus, type EventHandler } from '@gary/platform';
import { createStatsHub } from './stats-hub';
import { fakeStream, sampleCard, statsEvent } from './stats-hub.fixture';

const USER = '6f1c2a9e-2b7d-4c1e-9a3b-0d5e8f7a6b21';
const quiet = { warn: () => undefined, error: () => undefined };

describe('stats hub', () => {
  it("each user-stats.updated reaches that user's open streams as event 'stats' with the BetCard it carries, as it arrives", async () => {
    const bus = createInProcessBus();
    const hub = createStatsHub({ bus, logger: quiet });
    await hub.start();
    const [a, b, other] = [fakeStream(), fakeStream(), fakeStream()];
    hub.add(USER, a.s);
    hub.add(USER, b.s);
    hub.add('00000000-0000-4000-8000-000000000009', other.s);
    const card = sampleCard(USER, 1);
    await bus.publish([statsEvent(card)]);
    await bus.drain();
    expect(a.sent).toEqual([['stats', card]]);
    expect(b.sent).toEqual([['stats', card]]);
    expect(other.sent).toHaveLength(0);
    await hub.close();
    expect(a.ended()).toBe(true);
    await bus.close();
  });

  it('the card is shown through the view (the gateway hides old content-derived pick ids there)', async () => {
    const bus = createInProcessBus();
    const hub = createStatsHub({ bus, logger: quiet, view: (c) => ({ shown: c.version }) });
    await hub.start();
    const a = fakeStream();
    hub.add(USER, a.s, sampleCard(USER, 1));
    await bus.publish([statsEvent(sampleCard(USER, 2))]);
    await bus.drain();
    expect(a.sent).toEqual([['stats', { shown: 1 }], ['stats', { shown: 2 }]]);
    await hub.close();
    await bus.close();
  });

  it('no stream open for the user: nothing is sent; a closed stream stops receiving', async () => {
    const bus = createInProcessBus();
    const hub = createStatsHub({ bus, logger: quiet });
    await hub.start();
    const a = fakeStream();
    const remove = hub.add(USER, a.s);
    remove();
    await bus.publish([statsEvent(sampleCard(USER, 1))]);
    await bus.drain();
    expect(a.sent).toHaveLength(0);
    expect(hub.openStreams()).toBe(0);
    await hub.close();
    await bus.close();
  });

  it('"a stale event must never overwrite a newer card": a card not newer than the one a stream holds (its first card included) is dropped; history from before the hub started is skipped', async () => {
    const bus = createInProcessBus();
    const hub = createStatsHub({ bus, logger: quiet });
    await hub.start();
    const opened = fakeStream();
    const fresh = fakeStream();
    hub.add(USER, opened.s, sampleCard(USER, 5));
    hub.add(USER, fresh.s);
    // Delivered out of order (a redelivery, or a replica's late relay): 7, then 6, then 7 again.
    await bus.publish([statsEvent(sampleCard(USER, 4)), statsEvent(sampleCard(USER, 7)), statsEvent(sampleCard(USER, 6)), statsEvent(sampleCard(USER, 7))]);
    await bus.drain();
    const versions = (s: ReturnType<typeof fakeStream>) => s.sent.map(([, c]) => (c as BetCard).version);
    expect(versions(opened)).toEqual([5, 7]);
    expect(versions(fresh)).toEqual([4, 7]);
    await bus.publish([statsEvent(sampleCard(USER, 9), new Date(Date.now() - 3_600_000))]);
    await bus.drain();
    expect(versions(opened)).toEqual([5, 7]);
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
    const h1 = createStatsHub({ bus: kafkaLike, logger: quiet });
    const h2 = createStatsHub({ bus: kafkaLike, logger: quiet });
    await Promise.all([h1.start(), h2.start()]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatch(/^gateway-[0-9a-f-]{36}$/);
    expect(groups[0]).not.toBe(groups[1]);
    await Promise.all([h1.close(), h2.close()]);
  });
});

describe('"no alert sent during a cool-off": a break ends the user\'s open streams', () => {
  it('endUser ends that user\'s streams, later updates reach nobody, and other users keep theirs', async () => {
    const bus = createInProcessBus();
    const hub = createStatsHub({ bus, logger: quiet });
    await hub.start();
    const [mine, other] = [fakeStream(), fakeStream()];
    hub.add(USER, mine.s);
    hub.add('00000000-0000-4000-8000-000000000009', other.s);
    expect(hub.endUser(USER)).toBe(1);
    expect([mine.ended(), other.ended()]).toEqual([true, false]);
    await bus.publish([statsEvent(sampleCard(USER, 1))]);
    await bus.drain();
    expect(mine.sent).toEqual([]);
    expect(hub.openStreams()).toBe(1);
    await hub.close();
    await bus.close();
  });
});
