// Decisions per second and p99 at 64 connections through gateway HTTP -> gRPC -> Postgres, beside
// pgbench running the very same SQL statement (DECIDE_SQL, the whole decide transaction) against
// the same database in the same run.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeEvent } from '@gary/contracts';
import { SCHEMA, type BenchStack } from './bench-stack';
import { PICKS } from './pgbench-script';
import { percentile } from './stats';
import { runWorker } from './worker';

export { PICKS, pgbenchScript } from './pgbench-script';

export async function seedOpenPicks(stack: BenchStack): Promise<void> {
  const gameTime = new Date(Date.now() + 24 * 3600_000).toISOString();
  await stack.bus.publish(
    PICKS.map((pickId, i) =>
      makeEvent('pick.published', {
        source: 'bench',
        key: pickId,
        data: {
          pickId,
          date: gameTime.slice(0, 10),
          league: (['NBA', 'NHL', 'MLB'] as const)[i % 3]!,
          eventId: `bench-ev-${i}`,
          homeTeam: `Home ${i}`,
          awayTeam: `Away ${i}`,
          matchup: `Away ${i} @ Home ${i}`,
          gameTime,
          pick: `Home ${i} -3.5 -110`,
          odds: -110,
          type: 'spread',
          side: 'home',
          line: -3.5,
          confidence: 0.7,
          publishedAt: new Date().toISOString(),
        },
      }),
    ),
  );
  await stack.bus.drain();
}

export interface LoadResult {
  /** CPU the load generator itself used while it ran (ms), when known. */
  clientCpuMs?: number;
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}

interface LoadWorkerResult {
  cpuMs: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
  p50: number;
  p99: number;
  next: number;
}

/**
 * `amount`: that many requests however long they take (short mode: on a busy machine a run of a few
 * seconds can end before one answer comes back), else a run of `seconds`.
 */
export async function httpLoad(url: string, connections: number, seconds: number, first: number, amount?: number): Promise<LoadResult & { next: number }> {
  const m = await runWorker<LoadWorkerResult>('load-worker.ts', { url, connections, seconds, picks: PICKS, first, amount }, (amount ? 300 : seconds + 30) * 1000);
  return { clientCpuMs: m.cpuMs, perSecond: m.ok / m.seconds, p50: m.p50, p99: m.p99, ok: m.ok, failed: m.non2xx + m.errors + m.timeouts, next: m.next };
}

/**
 * pgbench for `seconds`, or with `transactionsPerClient` for a run that must execute the statement
 * however slowly the machine connects (short mode: a timed run can end before the 64 connections are up).
 */
export async function pgbench(databaseUrl: string, script: string, clients: number, seconds: number, transactionsPerClient?: number): Promise<LoadResult> {
  const dir = await mkdtemp(join(tmpdir(), 'gary-pgbench-'));
  try {
    const file = join(dir, 'decide.sql');
    await writeFile(file, script);
    const url = new URL(databaseUrl);
    // libpq decodes %20 but not '+', which URLSearchParams would write for the space.
    url.search = `?options=${encodeURIComponent(`-c search_path=${SCHEMA}`)}`;
    // -M prepared: parsed once per connection, as the service's named statement is.
    const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', ...(transactionsPerClient ? ['-t', String(transactionsPerClient)] : ['-T', String(seconds)]), '-f', file, '-l', `--log-prefix=${join(dir, 'pgb')}`, url.toString()];
    const out = await new Promise<string>((resolve, reject) =>
      execFile('pgbench', args, { timeout: (seconds + 120) * 1000, maxBuffer: 16 << 20 }, (err, stdout, stderr) =>
        err ? reject(new Error(`pgbench failed: ${stderr || err.message}`)) : resolve(stdout + stderr),
      ),
    );
    const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
    const latencies: number[] = [];
    for (const f of (await readdir(dir)).filter((f) => f.startsWith('pgb'))) {
      for (const line of (await readFile(join(dir, f), 'utf8')).split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us) && us > 0) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
    return { perSecond: tps, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), ok: latencies.length, failed };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
