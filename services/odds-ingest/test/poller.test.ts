import { createLogger, createMemoryLock } from '@gary/platform';
import { startPoller } from '../src/ingest/poller';

const logger = createLogger({ name: 'test', level: 'silent' });

describe('the background poller', () => {
  it('runs a task on one replica only while the lock is held (two pollers, one lock store)', async () => {
    const lock = createMemoryLock();
    let runs = 0;
    const task = { name: 'scores', everyMs: 60_000, run: async () => { runs++; } };
    const a = startPoller({ lock, logger, tasks: [task], firstDelayMs: 60_000 });
    const b = startPoller({ lock, logger, tasks: [task], firstDelayMs: 60_000 });
    expect(await a.tick('scores')).toBe(true);
    expect(await b.tick('scores')).toBe(false);
    expect(runs).toBe(1);
    await a.stop();
    await b.stop();
  });

  it('a failing task is logged and the poller carries on', async () => {
    const lines: string[] = [];
    const log = createLogger({ name: 'test', level: 'error', destination: { write: (s: string) => { lines.push(s); } } });
    const p = startPoller({ lock: createMemoryLock(), logger: log, tasks: [{ name: 'odds', everyMs: 1_000, run: async () => { throw new Error('provider down'); } }], firstDelayMs: 60_000 });
    expect(await p.tick('odds')).toBe(true);
    expect(lines.join('')).toContain('poll task odds failed');
    await p.stop();
  });
});
