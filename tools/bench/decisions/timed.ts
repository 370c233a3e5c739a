import { percentile } from './stats';

/** n timed calls after n/5 untimed ones (the first calls of a path pay for its JIT compilation). */
export async function timed(n: number, fn: (i: number) => Promise<void>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < Math.ceil(n / 5); i++) await fn(n + i);
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    await fn(i);
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 0.5), p99: percentile(ms, 0.99) };
}
