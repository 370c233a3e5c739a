// The background schedule: odds refreshes, score polls and snapshot pruning, each on its own timer.
// A task runs only on the replica that takes its lock (adapters.lock, Redis when distributed); the
// lock is left to expire just before the next tick instead of being released, so with several
// replicas a task still runs about once per interval. If a lock ever fails, the database guards
// (snapshot compare-and-set, the game_finals key) keep the outcome the same.
import type { Lock, Logger } from '@gary/platform';

export interface PollTask {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface Poller {
  /** Runs one task now if this replica gets its lock; false when another holds it. */
  tick(name: string): Promise<boolean>;
  stop(): Promise<void>;
}

export function startPoller(deps: { lock: Lock; logger: Logger; tasks: PollTask[]; lockPrefix?: string; firstDelayMs?: number }): Poller {
  const prefix = deps.lockPrefix ?? 'odds-ingest:poll:';
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  async function tick(name: string): Promise<boolean> {
    const task = deps.tasks.find((t) => t.name === name);
    if (!task || stopped) return false;
    const token = await deps.lock.acquire(prefix + name, Math.max(1_000, Math.floor(task.everyMs * 0.9))).catch((err: unknown) => {
      deps.logger.warn({ task: name, err: String(err) }, 'poll lock unavailable; skipping this tick');
      return null;
    });
    if (!token) return false;
    const p = task.run().catch((err: unknown) => deps.logger.error({ task: name, err }, `poll task ${name} failed; it runs again at the next tick`));
    running.add(p);
    try {
      await p;
    } finally {
      running.delete(p);
    }
    return true;
  }

  function schedule(task: PollTask, delay: number): void {
    if (stopped) return;
    const t = setTimeout(() => {
      void tick(task.name).finally(() => schedule(task, task.everyMs));
    }, delay);
    t.unref();
    timers.set(task.name, t);
  }

  for (const task of deps.tasks) schedule(task, deps.firstDelayMs ?? 0);

  return {
    tick,
    async stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      await Promise.all([...running]);
    },
  };
}
