import { singleFlightDrain } from '../src/drain';

describe('singleFlightDrain', () => {
  it('"one drain runs at a time": a call while it runs shares it and makes it look once more', async () => {
    let queue = 3;
    let concurrent = 0;
    let most = 0;
    const drain = singleFlightDrain({
      stopped: () => false,
      step: async () => {
        concurrent++;
        most = Math.max(most, concurrent);
        await new Promise((r) => setTimeout(r, 5));
        concurrent--;
        if (queue === 0) return 0;
        queue--;
        return 1;
      },
    });
    const first = drain.run();
    const second = drain.run();
    expect(second).toBe(first);
    // Work arriving after the queue looked empty is still taken, because the second call asked again.
    setTimeout(() => (queue += 2), 25);
    const taken = await first;
    expect(most).toBe(1);
    expect(taken).toBeGreaterThanOrEqual(3);
  });

  it('"until it takes less than a full batch": a short batch ends the run', async () => {
    const sizes = [10, 10, 4, 10];
    const drain = singleFlightDrain({ stopped: () => false, batch: 10, step: async () => sizes.shift() ?? 0 });
    expect(await drain.run()).toBe(24);
    expect(sizes).toEqual([10]);
  });

  it('"a stopped drain takes nothing more"', async () => {
    let stopped = false;
    let steps = 0;
    const drain = singleFlightDrain({
      stopped: () => stopped,
      step: async () => {
        steps++;
        stopped = true;
        return 1;
      },
    });
    await drain.run();
    expect(steps).toBe(1);
    await drain.idle();
  });
});
