// `make bench`: runs every benchmark under tools/bench/<area>/run.ts one after another (they share
// two cores, so never in parallel) and prints each one's table beside its baseline.
// `--short` (`make bench-short`, CI after the tests): every suite in its short mode (BENCH_SHORT=1,
// report.ts): seconds each, a few thousand users, no time asserted; a suite that does not finish
// within its bound or exits non-zero fails the run. Other arguments name the suites to run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const short = args.includes('--short');
const only = args.filter((a) => a !== '--short');
const suites = fs
  .readdirSync(root)
  .filter((d) => fs.existsSync(path.join(root, d, 'run.ts')))
  .filter((d) => only.length === 0 || only.includes(d))
  .sort();
const unknown = only.filter((s) => !suites.includes(s));
if (unknown.length > 0) {
  console.error(`no benchmark named ${unknown.join(', ')} (there are: ${fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'run.ts'))).join(', ')})`);
  process.exit(2);
}
// A short suite that hangs would hold CI to its own timeout: each gets a bound of its own.
const SHORT_BOUND_MS = 6 * 60_000;
const env = short ? { ...process.env, BENCH_SHORT: '1' } : process.env;
let failed = 0;
const took: string[] = [];
for (const s of suites) {
  console.log(`\n### bench ${s}${short ? ' (short)' : ''}`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, s, 'run.ts')], {
    stdio: 'inherit',
    cwd: path.resolve(root, '../..'),
    env,
    ...(short ? { timeout: SHORT_BOUND_MS, killSignal: 'SIGTERM' as const } : {}),
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  const status = r.signal ? `stopped by ${r.signal}${r.error ? ` (${r.error.message})` : ''}` : `exit ${r.status}`;
  console.log(`### bench ${s}: ${seconds}s, ${status}`);
  took.push(`${s} ${seconds}s ${status}`);
  if (r.status !== 0) failed++;
}
if (suites.length === 0) console.log('no benchmarks found');
else console.log(`\n### bench${short ? ' (short)' : ''}: ${took.join('; ')}`);
process.exit(failed ? 1 : 0);
