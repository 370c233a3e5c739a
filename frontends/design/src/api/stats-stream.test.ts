import { FakeEventSource as FakeSource, fakeEventSourceFactory } from './fake-event-source';
import { openStatsStream, type StreamStatus } from './stats-stream';

const factory = fakeEventSourceFactory;

describe('openStatsStream', () => {
  let token = 't1';
  const api = { streamUrl: (p: string) => `${p}?access_token=${token}`, refresh: jest.fn(async () => (token = `t${Number(token.slice(1)) + 1}`)) };
  beforeEach(() => {
    FakeSource.all = [];
    token = 't1';
    api.refresh.mockClear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  test('parses each named event and hands it to its handler; a malformed frame is skipped', () => {
    const got: unknown[] = [];
    const close = openStatsStream({ api, events: { stats: (d) => got.push(d) }, retryDelay: () => null, factory });
    const s = FakeSource.all[0]!;
    expect(s.url).toBe('/api/stats/stream?access_token=t1');
    s.emit('stats', '{"wins":2}');
    s.emit('stats', 'not json');
    expect(got).toEqual([{ wins: 2 }]);
    close();
    expect(s.closed).toBe(true);
  });

  test('"retries up to 3 times, waiting 2000 ms x attempt", renewing the token before each, then reports error', async () => {
    const statuses: StreamStatus[] = [];
    const delay = (n: number) => (n <= 3 ? 2000 * n : null);
    openStatsStream({ api, events: {}, retryDelay: delay, onStatus: (s) => statuses.push(s), factory });
    for (const wait of [2000, 4000, 6000]) {
      FakeSource.all.at(-1)!.onerror?.(new Event('error'));
      jest.advanceTimersByTime(wait - 1);
      const before = FakeSource.all.length;
      jest.advanceTimersByTime(1);
      await Promise.resolve();
      await Promise.resolve();
      expect(FakeSource.all.length).toBe(before + 1);
    }
    expect(api.refresh).toHaveBeenCalledTimes(3);
    expect(FakeSource.all.at(-1)!.url).toBe('/api/stats/stream?access_token=t4');
    FakeSource.all.at(-1)!.onerror?.(new Event('error'));
    expect(statuses.at(-1)).toBe('error');
  });

  test('an open connection resets the attempt count; closing cancels a pending retry', async () => {
    const statuses: StreamStatus[] = [];
    const close = openStatsStream({ api, events: {}, retryDelay: (n) => (n === 1 ? 100 : null), onStatus: (s) => statuses.push(s), factory });
    FakeSource.all[0]!.onerror?.(new Event('error'));
    jest.advanceTimersByTime(100);
    await Promise.resolve();
    await Promise.resolve();
    FakeSource.all[1]!.onopen?.(new Event('open'));
    expect(statuses.at(-1)).toBe('connected');
    FakeSource.all[1]!.onerror?.(new Event('error'));
    expect(statuses.at(-1)).toBe('connecting');
    close();
    jest.advanceTimersByTime(1000);
    await Promise.resolve();
    expect(FakeSource.all.length).toBe(2);
  });
});
