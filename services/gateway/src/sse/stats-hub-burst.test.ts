// A graded slate updates thousands of users at once: each event carries its user's card, so the
// hub writes it to that user's streams in the consumer itself, with nothing to wait for.
import { createInProcessBus } from '@gary/platform';
import { createStatsHub, type SseStream } from './stats-hub';
import { sampleCard, statsEvent } from './stats-hub.fixture';

const quiet = { warn: () => undefined, error: () => undefined };
const user = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

test("a graded slate's burst: every open stream has its own user's card once the consumer has taken the events, with no fetch in between", async () => {
  const bus = createInProcessBus();
  const hub = createStatsHub({ bus, logger: quiet });
  await hub.start();
  const sent = new Map<string, unknown[]>();
  for (let n = 1; n <= 1000; n++) {
    const id = user(n);
    sent.set(id, []);
    const s: SseStream = { send: (_e, data) => (sent.get(id)!.push(data), true), comment: () => true, end: () => undefined };
    hub.add(id, s);
  }
  await bus.publish(Array.from({ length: 1000 }, (_, i) => statsEvent(sampleCard(user(i + 1), 3))));
  await bus.drain();
  expect([...sent.entries()].every(([id, s]) => s.length === 1 && (s[0] as { userId: string }).userId === id)).toBe(true);
  await hub.close();
  await bus.close();
});
