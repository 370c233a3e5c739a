// One transaction as a declared list of steps. Where several slices write in one transaction
// (publishing a day's picks: "published if and only if logged"; a game's grading and a correction,
// with the parlay's regrade), each slice's write is a named step taking the transaction client,
// and one runner runs the list in order. The list is the place to read what the transaction does.
import type { PoolClient } from '@gary/platform';

export interface TxStep<C> {
  /** What the step writes or decides (the slice that owns it in brackets when not the list's own). */
  name: string;
  /** 'stop' ends the list for this context: the steps after it do not run. */
  run: (tx: PoolClient, c: C) => Promise<void | 'stop'>;
}

/** Runs the steps in order inside the caller's transaction; false when a step stopped the list. */
export async function runSteps<C>(tx: PoolClient, steps: readonly TxStep<C>[], c: C): Promise<boolean> {
  for (const step of steps) if ((await step.run(tx, c)) === 'stop') return false;
  return true;
}
