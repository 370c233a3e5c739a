// The publishing transaction as a declared list: "a pick is published if and only if it is logged"
// (the log's leaves are a step of the one publishing transaction), "on their cards first: the live
// status sent next says whether a pick is its card's free one", and a step that stops the list
// leaves the steps after it out.
import type { PoolClient } from '@gary/platform';
import { runSteps, type TxStep } from '../adapters/tx-steps';
import { CORRECTION_STEPS } from '../record/corrections';
import { PICK_GRADING_STEPS } from '../record/grading';
import { regradeParlayStep } from '../parlay/parlay';
import { PUBLISH_STEPS } from './publish-steps';

const names = (steps: readonly TxStep<never>[]) => steps.map((s) => s.name);
const at = (steps: readonly TxStep<never>[], part: string) => names(steps).findIndex((n) => n.includes(part));

describe('the publishing transaction, declared', () => {
  it('a pick is published if and only if it is logged: the log leaves are written in the transaction that writes the picks, before pick.published', () => {
    expect(at(PUBLISH_STEPS, 'picks, with')).toBeGreaterThan(-1);
    expect(at(PUBLISH_STEPS, 'pick-log leaves')).toBeGreaterThan(at(PUBLISH_STEPS, 'picks, with'));
    expect(at(PUBLISH_STEPS, 'pick.published')).toBe(PUBLISH_STEPS.length - 1);
  });

  it('on their cards first: the live status sent next says whether a pick is its card\'s free one', () => {
    expect(at(PUBLISH_STEPS, 'cards')).toBeGreaterThan(-1);
    expect(at(PUBLISH_STEPS, 'live status')).toBeGreaterThan(at(PUBLISH_STEPS, 'cards'));
  });

  it('games another run already picked are left out before anything is written', () => {
    expect(at(PUBLISH_STEPS, 'already picked')).toBe(0);
  });

  it('names every step once', () => {
    expect(new Set(names(PUBLISH_STEPS)).size).toBe(PUBLISH_STEPS.length);
  });
});

describe('grading and corrections, declared', () => {
  it("the parlay's regrade is a step of the transaction that writes a leg's result: grading and a correction alike", () => {
    expect(PICK_GRADING_STEPS).toContain(regradeParlayStep);
    expect(CORRECTION_STEPS).toContain(regradeParlayStep);
    expect(PICK_GRADING_STEPS.indexOf(regradeParlayStep)).toBeGreaterThan(at(PICK_GRADING_STEPS, 'result written'));
  });
});

describe('runSteps', () => {
  const tx = {} as PoolClient; // the steps below never touch it
  it('runs the steps in order and answers true when none stopped', async () => {
    const seen: string[] = [];
    const step = (name: string): TxStep<string[]> => ({ name, run: async (_tx, c) => void c.push(name) });
    await expect(runSteps(tx, [step('a'), step('b'), step('c')], seen)).resolves.toBe(true);
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it("a step that stops the list leaves the steps after it out", async () => {
    const seen: string[] = [];
    const steps: TxStep<string[]>[] = [
      { name: 'a', run: async (_tx, c) => void c.push('a') },
      { name: 'stop', run: async () => 'stop' },
      { name: 'b', run: async (_tx, c) => void c.push('b') },
    ];
    await expect(runSteps(tx, steps, seen)).resolves.toBe(false);
    expect(seen).toEqual(['a']);
  });

  it('a failing step fails the list (the caller rolls the transaction back)', async () => {
    const seen: string[] = [];
    const steps: TxStep<string[]>[] = [
      { name: 'fails', run: async () => Promise.reject(new Error('refused')) },
      { name: 'b', run: async (_tx, c) => void c.push('b') },
    ];
    await expect(runSteps(tx, steps, seen)).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });
});
