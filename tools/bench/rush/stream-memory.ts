// The gateway's memory per open live stream, at the most streams one gateway process may hold here:
// `npx tsx tools/bench/rush/stream-memory.ts`. The distributed mode with one gateway; members with
// no decisions open `GET /api/stats/stream` (each its own connection, from streams-client.ts, a
// process of its own) in steps, and the gateway's resident memory is read after each step has
// settled. Each step's KiB per stream is the growth since the start over the streams open, so
// the heap's own growth weighs less the more streams there are.
// STREAM_MEMORY_STREAMS (default: 50,000, or what the open-file limit allows, less 1,000 for the
// gateway's own sockets and files); STREAM_MEMORY_STEPS (4); STREAM_MEMORY_HEAP_SNAPSHOT=1 writes
// the gateway's heap snapshot (Heap.*.heapsnapshot in the repository root) with every stream open,
// to see what a stream holds. Short mode (BENCH_SHORT=1): 1,000.
import { fork } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, getFreePort, startInfra } from '@gary/testinfra';
import { REPO_ROOT, startDistributed, tokenKey, userId, type Distributed } from '@gary/distributed';
import { report, scale } from '../src/report';

const openFileLimit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim()) || 1024;
const STREAMS = Math.min(scale('STREAM_MEMORY_STREAMS', 50_000, 1_000), openFileLimit - 1_000);
const STEPS = scale('STREAM_MEMORY_STEPS', 4, 2);
const SNAPSHOT = process.env.STREAM_MEMORY_HEAP_SNAPSHOT === '1';

function rssKib(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : NaN;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const infra = await startInfra();
  const db = await createTestDatabase('bench_stream_memory', infra.env.DATABASE_URL);
  const key = await tokenKey();
  let d: Distributed | null = null;
  const client = fork(join(__dirname, 'streams-client.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = (msg: unknown) =>
    new Promise<{ ok: number; failed: number; ms: number }>((resolve, reject) => {
      const on = (m: { opened?: { ok: number; failed: number; ms: number } }) => {
        if (!m.opened) return;
        client.off('message', on);
        resolve(m.opened);
      };
      client.on('message', on);
      client.once('exit', (code) => reject(new Error(`streams-client exited with ${code}`)));
      client.send(msg as object);
    });
  try {
    d = await startDistributed({
      env: { ...process.env, ...infra.env, DATABASE_URL: db.url, JWT_PRIVATE_KEY: key.pem },
      serviceEnv: { gateway: { RATE_LIMIT_PER_IP_PER_MINUTE: String(1e9), ...(SNAPSHOT ? { NODE_OPTIONS: '--heapsnapshot-signal=SIGUSR2' } : {}) } },
      gatewayPort: await getFreePort(),
      logLevel: 'warn',
      output: () => undefined,
    });
    const pid = d.processes().find((p) => p.name === 'gateway')!.pid!;
    const tokens = await Promise.all(Array.from({ length: STREAMS }, (_, i) => key.sign(userId(`stream-memory-${i}`))));
    await sleep(3_000);
    const base = rssKib(pid);
    console.log(`gateway RSS ${(base / 1024).toFixed(0)} MiB with no stream; opening ${STREAMS} streams in ${STEPS} steps (machine load ${os.loadavg()[0]!.toFixed(1)})`);
    let open = 0;
    let failed = 0;
    let perStream = NaN;
    for (let s = 1; s <= STEPS; s++) {
      const upTo = Math.round((STREAMS * s) / STEPS);
      const r = await ask({ open: { url: d.gatewayUrl, tokens: tokens.slice(open, upTo) } });
      failed += r.failed;
      open = upTo - failed;
      await sleep(5_000);
      const rss = rssKib(pid);
      perStream = (rss - base) / Math.max(1, open);
      console.log(`  ${open} open (${r.failed} failed, ${(r.ms / 1000).toFixed(1)} s): gateway RSS ${(rss / 1024).toFixed(0)} MiB, ${perStream.toFixed(2)} KiB per stream; load ${os.loadavg()[0]!.toFixed(1)}`);
    }
    if (SNAPSHOT) {
      // Written beside the gateway's working directory; done when its size holds for 5 s.
      const before = new Set(readdirSync(REPO_ROOT));
      process.kill(pid, 'SIGUSR2');
      let size = -1;
      for (let i = 0; i < 120; i++) {
        await sleep(5_000);
        const file = readdirSync(REPO_ROOT).find((f) => f.endsWith('.heapsnapshot') && !before.has(f));
        const now = file ? statSync(join(REPO_ROOT, file)).size : -1;
        if (now > 0 && now === size) {
          console.log(`heap snapshot: ${file}`);
          break;
        }
        size = now;
      }
    }
    report(
      'stream-memory',
      [
        { name: 'streams open on one gateway', value: open, unit: '', better: 'higher', target: '50000' },
        { name: 'stream open failures', value: failed, unit: '', better: 'lower', target: '0', met: failed === 0 },
        { name: 'gateway memory per open stream', value: perStream, unit: 'KiB', better: 'lower', target: '<= 4 KiB', met: perStream <= 4 },
      ],
      { streams: STREAMS, openFileLimit, cpus: os.cpus().length, load1: os.loadavg()[0] },
    );
  } finally {
    client.kill();
    await d?.stop().catch(() => undefined);
    await db.drop().catch(() => undefined);
    await infra.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
