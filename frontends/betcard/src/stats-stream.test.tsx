/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { createSessionStore, SessionProvider, type BetCard } from '@gary/design';
import { FakeEventSource as FakeSource, fakeEventSourceFactory } from '@gary/design/src/api/fake-event-source';
import { REALTIME_FAILED, retryDelay, useStatsStream } from './stats-stream';

const factory = fakeEventSourceFactory;

// jsdom has no Response; the client only reads ok, status and text().
const reply = (status: number, body: unknown) => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });

function signedInFetch(): typeof fetch {
  return (async (url: RequestInfo | URL) => {
    const u = String(url);
    if (u === '/api/auth/refresh') return reply(200, { accessToken: 'tok', user: { id: 'u1', email: 'a@b.c' } });
    if (u === '/api/me') return reply(200, { user: { id: 'u1', email: 'a@b.c' }, plan: 'free', subscription: null });
    return reply(404, {});
  }) as unknown as typeof fetch;
}

function Probe({ onStats }: { onStats: (s: BetCard) => void }) {
  const { status, message } = useStatsStream(onStats, { factory });
  return (
    <p>
      {status} {message}
    </p>
  );
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

describe('stats stream', () => {
  beforeEach(() => {
    FakeSource.all = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  test('"retries up to 3 times, delay 2000 ms times attempt number"', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([2000, 4000, 6000, null]);
    expect(retryDelay(0)).toBeNull();
  });

  test('connects with the token in the URL, applies each stats event, and after 3 failed retries says "Real-time connection failed"', async () => {
    const store = createSessionStore({ fetch: signedInFetch() });
    const seen: BetCard[] = [];
    render(
      <SessionProvider store={store}>
        <Probe onStats={(s) => seen.push(s)} />
      </SessionProvider>,
    );
    for (let i = 0; i < 5; i++) await flush();
    expect(FakeSource.all).toHaveLength(1);
    expect(FakeSource.all[0]!.url).toBe('/api/stats/stream?access_token=tok');

    act(() => {
      FakeSource.all[0]!.onopen?.(new Event('open'));
      FakeSource.all[0]!.listeners.stats?.(new MessageEvent('stats', { data: JSON.stringify({ username: 'gary_fan', winCount: 3 }) }));
    });
    expect(screen.getByText(/connected/)).toBeTruthy();
    expect(seen[0]?.username).toBe('gary_fan');

    // Fail, then each retry fails too: waits 2000, 4000, 6000 ms.
    for (const [attempt, wait] of [[1, 2000], [2, 4000], [3, 6000]] as const) {
      act(() => FakeSource.all[attempt - 1]!.onerror?.(new Event('error')));
      expect(FakeSource.all[attempt - 1]!.closed).toBe(true);
      act(() => {
        jest.advanceTimersByTime(wait - 1);
      });
      expect(FakeSource.all).toHaveLength(attempt);
      act(() => {
        jest.advanceTimersByTime(1);
      });
      for (let i = 0; i < 4; i++) await flush();
      expect(FakeSource.all).toHaveLength(attempt + 1);
    }
    act(() => FakeSource.all[3]!.onerror?.(new Event('error')));
    expect(screen.getByText(new RegExp(REALTIME_FAILED.replace(/\./g, '\\.')))).toBeTruthy();
    act(() => {
      jest.advanceTimersByTime(60000);
    });
    expect(FakeSource.all).toHaveLength(4);
  });
});
