// One way every benchmark reports: a table of figures beside the saved baseline of the previous
// run and the target, then the new figures saved as the baseline for next time.
import fs from 'node:fs';
import path from 'node:path';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Which direction is better, for the change column. */
  better: 'lower' | 'higher';
  /** e.g. '< 5 ms' or '>= 50% of pgbench'; shown as written. */
  target?: string;
  /** Whether the target holds, when it can be judged here. */
  met?: boolean;
}

/**
 * Short mode (`run-all.ts --short`, what CI runs after the tests): each suite at a few thousand users
 * for seconds, to show it still runs and prints its table. Its figures say nothing about speed, so
 * they are kept apart from the full runs' baselines (results/short/, not committed) and no time is
 * asserted: a suite fails in short mode only when something went wrong, never for being slow.
 */
export const SHORT = process.env.BENCH_SHORT === '1';

/** A count for the full run, or the short one in short mode; an environment variable overrides both. */
export function scale(envName: string, full: number, short: number): number {
  const set = process.env[envName];
  return set !== undefined && set !== '' ? Number(set) : SHORT ? short : full;
}

export const RESULTS_DIR = path.resolve(__dirname, SHORT ? '../results/short' : '../results');

function fmt(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  if (Math.abs(v) >= 1000) return v.toFixed(0);
  if (Math.abs(v) >= 10) return v.toFixed(1);
  return v.toFixed(3);
}

export function report(suite: string, figures: Figure[], meta: Record<string, unknown> = {}): void {
  const file = path.join(RESULTS_DIR, `${suite}.json`);
  const previous: { figures: Figure[]; at: string } | null = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  const rows = figures.map((f) => {
    const before = previous?.figures.find((p) => p.name === f.name);
    const change = before && before.value !== 0 ? ((f.value - before.value) / Math.abs(before.value)) * 100 : null;
    const verdict = change === null ? '' : (f.better === 'lower' ? change <= 0 : change >= 0) ? 'better' : 'worse';
    return [
      f.name,
      `${fmt(f.value)} ${f.unit}`,
      before ? `${fmt(before.value)} ${before.unit}` : '-',
      change === null ? '-' : `${change >= 0 ? '+' : ''}${change.toFixed(1)}% ${verdict}`,
      f.target ?? '',
      f.met === undefined ? '' : f.met ? 'met' : SHORT ? 'not met (short mode: not asserted)' : 'NOT MET',
    ];
  });
  const head = ['figure', 'this run', `baseline${previous ? ` (${previous.at.slice(0, 16)})` : ''}`, 'change', 'target', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  console.log(`\n== ${suite}${SHORT ? ' (short mode: figures show it runs, not how fast)' : ''}`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), meta, figures }, null, 2) + '\n');
}

/** The p-th percentile (0..100) of a list of samples. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx]!;
}
