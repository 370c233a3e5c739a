import { createPickStatusHub } from './pick-status-hub';
import type { SseStream } from './stats-hub';

const logger = { warn: () => undefined, error: () => undefined };
function stream() {
  const sent: { event: string; data: unknown }[] = [];
  const s: SseStream = { send: (event, data) => (sent.push({ event, data }), true), comment: () => true, end: () => undefined };
  return { s, sent };
}
const caller = (userId: string) => ({ userId, role: 'user' as const, guest: false });
const msg = (pickId: string, free = false) => ({ pickId, free, status: 'dead' as const, bestPrice: -130, bestLine: 0, bestBook: 'BetMGM', snapshotAt: '2026-11-25T18:00:00Z' });

describe('pick-status on the stream: "a locked card must not get status events that reveal its side/price"', () => {
  test('Pro gets every pick\'s status; a free account only its card\'s free pick\'s (the event says which); a closed stream gets nothing', async () => {
    const hub = createPickStatusHub({ logger, planOf: async (c) => (c.userId === 'pro' ? 'pro' : 'free') });
    const pro = stream();
    const free = stream();
    const gone = stream();
    hub.add(caller('pro'), pro.s);
    hub.add(caller('free'), free.s);
    hub.add(caller('pro'), gone.s)();
    expect(await hub.deliver(msg('pk_locked'))).toBe(1);
    expect(await hub.deliver(msg('pk_free', true))).toBe(2);
    expect(pro.sent.map((e) => (e.data as { pickId: string }).pickId)).toEqual(['pk_locked', 'pk_free']);
    const { free: _free, ...sent } = msg('pk_free', true);
    expect(free.sent).toEqual([{ event: 'pick-status', data: sent }]);
    expect(gone.sent).toEqual([]);
  });

  test('when the plan cannot be read, a locked pick\'s status goes to no stream (fails closed); the free pick\'s still does', async () => {
    const hub = createPickStatusHub({ logger, planOf: async () => { throw new Error('billing down'); } });
    const s = stream();
    hub.add(caller('someone'), s.s);
    expect(await hub.deliver(msg('pk_locked'))).toBe(0);
    expect(await hub.deliver(msg('pk_free', true))).toBe(1);
    expect(s.sent.map((e) => (e.data as { pickId: string }).pickId)).toEqual(['pk_free']);
  });
});
