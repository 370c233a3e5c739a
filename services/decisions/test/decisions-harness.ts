// Test harness: the decisions service on its own schema with a controllable clock, the in-process
// bus to publish events into, and helpers to publish picks and grades like pick-engine does.
import { randomUUID } from 'node:crypto';
import { makeEvent, parseEvent, type EventData } from '@gary/contracts';
import { createInProcessBus } from '@gary/platform';
import { startServiceForTest } from '@gary/testinfra';
import { readConfig, start, type LeaderboardStore } from '../src';
import type { DecisionsHandle } from '../src/service';

// Integration files share one machine with other suites; a busy moment must not fail a test.
jest.setTimeout(60_000);

export interface Clock {
  now: () => Date;
  set(iso: string | Date): void;
  advance(ms: number): void;
}

export function testClock(startIso = '2026-11-18T15:00:00Z'): Clock {
  let t = new Date(startIso).getTime();
  return {
    now: () => new Date(t),
    set: (iso) => {
      t = new Date(iso).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

export async function startDecisions(opts: { clock?: Clock; leaderboardStore?: LeaderboardStore } = {}) {
  const clock = opts.clock ?? testClock();
  const bus = createInProcessBus();
  const sut = await startServiceForTest({
    name: 'decisions',
    readConfig,
    start: (c, a) => start(c, a, { leaderboardStore: opts.leaderboardStore }),
    bus,
    adapters: { now: clock.now },
  });
  const handle = sut.handle as DecisionsHandle;
  await handle.leaderboard.ready();

  let n = 0;
  const publishPick = async (over: Partial<EventData<'pick.published'>> = {}) => {
    n++;
    const data: EventData<'pick.published'> = {
      pickId: `nba-test-${n}-${randomUUID().slice(0, 8)}`,
      date: '2026-11-18',
      league: 'NBA',
      eventId: `ev-${n}`,
      homeTeam: 'Boston Celtics',
      awayTeam: 'New York Knicks',
      matchup: 'Knicks @ Celtics',
      gameTime: new Date(clock.now().getTime() + 4 * 3600_000).toISOString(),
      pick: 'Celtics -4.5 -110',
      odds: -110,
      type: 'spread',
      side: 'home',
      line: -4.5,
      confidence: 0.7,
      publishedAt: clock.now().toISOString(),
      ...over,
    };
    await bus.publish([makeEvent('pick.published', { source: 'pick-engine', key: data.pickId, data })]);
    await bus.drain();
    return data;
  };

  const gradedEvent = (pickId: string, result: 'won' | 'lost' | 'push', odds = -110) =>
    makeEvent('pick.graded', {
      source: 'pick-engine',
      key: pickId,
      data: { pickId, eventId: 'ev', date: '2026-11-18', league: 'NBA', result, finalScore: '101-99', odds, closingOdds: null, gradedAt: clock.now().toISOString() },
    });

  const grade = async (pickId: string, result: 'won' | 'lost' | 'push', odds = -110) => {
    const e = gradedEvent(pickId, result, odds);
    await bus.publish([e]);
    await bus.drain();
    return e;
  };

  const register = async (userId: string, username: string) => {
    await bus.publish([
      makeEvent('user.registered', { source: 'auth', key: userId, data: { userId, email: `${username}@example.com`, username, registeredAt: clock.now().toISOString() } }),
    ]);
    await bus.drain();
  };

  const decide = (userId: string, pickId: string, decision: string) => sut.client.Decide({ userId, pickId, decision }, { userId });

  /** The user-stats.updated events in the outbox, parsed with the contract's own validator. */
  const statsEvents = async () => {
    const { rows } = await sut.pool.query<{ envelope: unknown }>(`SELECT envelope FROM outbox WHERE topic = 'user-stats.updated' ORDER BY seq`);
    return rows.map((r) => parseEvent(r.envelope));
  };

  return { sut, handle, bus, clock, publishPick, grade, gradedEvent, register, decide, statsEvents, stop: () => sut.stop() };
}

export type Decisions = Awaited<ReturnType<typeof startDecisions>>;

/** Polls until check() stops throwing (for work that happens after a commit). */
export async function eventually(check: () => Promise<void>, timeoutMs = 8_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
