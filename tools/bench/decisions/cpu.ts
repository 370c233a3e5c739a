// Where the CPU of a phase went: this process (the decisions service), the gateway's process, the
// children already gone (the load generator or pgbench), Postgres (postmaster, live backends and
// the ones already gone) and Redis. On a shared 2-core machine this says more than a rate alone.
import { readFileSync, readdirSync } from 'node:fs';
import type { Redis } from 'ioredis';
import type { Pool } from '@gary/platform';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid: number | 'self'): { own: number; reaped: number; ppid: number } | null {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    // Fields after the name: state(0) ppid(1) ... utime(11) stime(12) cutime(13) cstime(14).
    return { ppid: Number(f[1]), own: (Number(f[11]) + Number(f[12])) * TICK_MS, reaped: (Number(f[13]) + Number(f[14])) * TICK_MS };
  } catch {
    return null;
  }
}

export interface CpuSnapshot {
  service: number;
  gateway: number;
  children: number;
  postgres: number;
  redis: number;
}

export function createCpuMeter(pool: Pool, redis: Redis, gatewayPid: number) {
  let postmaster = 0;
  return {
    async init(): Promise<void> {
      const { rows } = await pool.query<{ setting: string }>(`SELECT setting FROM pg_settings WHERE name = 'data_directory'`);
      postmaster = Number(readFileSync(`${rows[0]!.setting}/postmaster.pid`, 'utf8').split('\n')[0]);
    },
    async snapshot(): Promise<CpuSnapshot> {
      const self = stat('self')!;
      const gw = stat(gatewayPid);
      let pg = 0;
      const pm = stat(postmaster);
      if (pm) {
        pg = pm.own + pm.reaped;
        for (const d of readdirSync('/proc')) {
          if (!/^\d+$/.test(d)) continue;
          const s = stat(Number(d));
          if (s && s.ppid === postmaster) pg += s.own;
        }
      }
      const info = await redis.info('cpu');
      const num = (k: string) => Number(new RegExp(`${k}:([\\d.]+)`).exec(info)?.[1] ?? 0);
      return { service: self.own, gateway: gw ? gw.own : NaN, children: self.reaped, postgres: pg, redis: (num('used_cpu_user') + num('used_cpu_sys')) * 1000 };
    },
  };
}

/** CPU ms per operation in each place between two snapshots. */
export function perOp(a: CpuSnapshot, b: CpuSnapshot, ops: number): CpuSnapshot {
  const d = (k: keyof CpuSnapshot) => (ops > 0 ? (b[k] - a[k]) / ops : NaN);
  return { service: d('service'), gateway: d('gateway'), children: d('children'), postgres: d('postgres'), redis: d('redis') };
}
