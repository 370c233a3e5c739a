// Group commit: requests that arrive while the database is busy share one statement. Each item is
// sent at the end of the event-loop turn it arrived in; while `maxInFlight` batches are running,
// new items wait and leave together with the next batch. Under light load an item goes alone
// at once; under heavy load batches grow and the database does one round trip, one commit and one
// lock per row for many requests. With `keyOf`, items of one key go one batch at a time, in the
// order they were submitted: a key whose batch is still running waits for it to finish, so two
// batches running at once never hold the same key (a user's decisions commit in the order made).

export interface BatcherOptions<I, O> {
  /** Runs one batch; answers in the items' order. A rejection fails every item of the batch. */
  run(items: I[]): Promise<O[]>;
  maxBatch: number;
  maxInFlight: number;
  /**
   * Items with the same key never share a batch, nor run in two batches at once: a later one waits
   * until the batch holding its key has answered, then leaves in a later batch (order kept).
   */
  keyOf?: (item: I) => string;
}

export interface Batcher<I, O> {
  submit(item: I): Promise<O>;
}

interface Waiting<I, O> {
  item: I;
  resolve(o: O): void;
  reject(err: unknown): void;
}

export function createBatcher<I, O>(opts: BatcherOptions<I, O>): Batcher<I, O> {
  if (opts.maxBatch < 1 || opts.maxInFlight < 1) throw new Error('maxBatch and maxInFlight must be at least 1');
  let queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;
  /** Keys of the batches running now. */
  const running = new Set<string>();

  const take = (): Waiting<I, O>[] => {
    if (!opts.keyOf) {
      const batch = queue.slice(0, opts.maxBatch);
      queue = queue.slice(batch.length);
      return batch;
    }
    const batch: Waiting<I, O>[] = [];
    const rest: Waiting<I, O>[] = [];
    const keys = new Set<string>();
    for (const w of queue) {
      const key = opts.keyOf(w.item);
      if (batch.length < opts.maxBatch && !keys.has(key) && !running.has(key)) {
        keys.add(key);
        batch.push(w);
      } else {
        rest.push(w);
      }
    }
    queue = rest;
    for (const k of keys) running.add(k);
    return batch;
  };

  const settle = (batch: Waiting<I, O>[], run: Promise<O[]>) =>
    run.then(
      (out) => {
        if (out.length !== batch.length) throw new Error(`batch of ${batch.length} answered ${out.length} results`);
        batch.forEach((w, i) => w.resolve(out[i]!));
      },
    ).catch((err: unknown) => {
      for (const w of batch) w.reject(err);
    });

  const flush = () => {
    scheduled = false;
    while (inFlight < opts.maxInFlight && queue.length > 0) {
      const batch = take();
      // Everything waiting belongs to keys still running: their batches' ends schedule the next flush.
      if (batch.length === 0) break;
      inFlight++;
      let run: Promise<O[]>;
      try {
        run = opts.run(batch.map((w) => w.item));
      } catch (err) {
        run = Promise.reject(err);
      }
      void settle(batch, run).finally(() => {
        inFlight--;
        if (opts.keyOf) for (const w of batch) running.delete(opts.keyOf(w.item));
        if (queue.length > 0) schedule();
      });
    }
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };

  return {
    submit(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (inFlight < opts.maxInFlight) schedule();
      });
    },
  };
}
