// The benchmark's table (figures beside their reference and target), the saved JSON of the last
// run, and the comparison with the run saved before it.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import { round } from './stats';

export interface Row {
  key: string;
  what: string;
  value: number;
  unit: string;
  reference?: { label: string; value: number };
  /** A ratio of value to reference (or the value itself) and the bound it must meet. */
  target?: { label: string; ok: boolean };
}

export interface Saved {
  when: string;
  machine: { cpus: number; model: string; node: string };
  figures: Record<string, number>;
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** The saved figures of the last full run, or null when there are none (or they cannot be read). */
export async function readBaseline(file: string): Promise<Saved | null> {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Saved;
  } catch {
    return null;
  }
}

/** The table; with a baseline, each figure's value in it (the last full run) in a column of its own. */
export function printTable(rows: Row[], say: (s: string) => void, baseline?: Saved | null): void {
  const before = (r: Row) => {
    const v = baseline?.figures[r.key];
    return v === undefined || !Number.isFinite(v) ? '' : `${round(v)} ${r.unit}`;
  };
  const lines = rows.map((r) => [
    r.what,
    `${round(r.value)} ${r.unit}`,
    ...(baseline ? [before(r)] : []),
    r.reference ? `${r.reference.label}: ${round(r.reference.value)} ${r.unit}` : '',
    r.target ? `${r.target.label} ${r.target.ok ? 'MET' : 'MISSED'}` : '',
  ]);
  const head = ['measure', 'service', ...(baseline ? [`baseline ${baseline.when.slice(0, 10)}`] : []), 'beside', 'target'];
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!)).join(' | ');
  say(fmt(head));
  say(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const l of lines) say(fmt(l));
}

export async function saveAndCompare(file: string, figures: Record<string, number>, say: (s: string) => void): Promise<void> {
  const previous = await readBaseline(file);
  if (!previous && existsSync(file)) say(`(the saved baseline ${file} could not be read; it is replaced)`);
  compare(previous, figures, say);
  const saved: Saved = {
    when: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', node: process.version },
    figures: Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, round(v, 3)])),
  };
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(saved, null, 2)}\n`);
  say(`figures saved to ${file}`);
}

/** Each figure beside its value in the previous run, and the change. */
export function compare(previous: Saved | null, figures: Record<string, number>, say: (s: string) => void): void {
  if (!previous) {
    say('\n(no saved baseline yet: this run becomes it)');
    return;
  }
  say(`\nagainst the previous run (${previous.when}, ${previous.machine.cpus} cpus):`);
  for (const [k, v] of Object.entries(figures)) {
    const before = previous.figures[k];
    if (before === undefined || !Number.isFinite(before) || before === 0) continue;
    const change = ((v - before) / Math.abs(before)) * 100;
    say(`  ${pad(k, 34)} ${pad(String(round(before)), 12)} -> ${pad(String(round(v)), 12)} (${change >= 0 ? '+' : ''}${round(change, 1)}%)`);
  }
}
