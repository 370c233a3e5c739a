// `make bench`: runs every benchmark under tools/bench/<area>/run.ts one after another (they share
// two cores, so never in parallel) and prints each one's table beside its baseline.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const only = process.argv.slice(2);
const suites = fs
  .readdirSync(root)
  .filter((d) => fs.existsSync(path.join(root, d, 'run.ts')))
  .filter((d) => only.length === 0 || only.includes(d))
  .sort();
let failed = 0;
for (const s of suites) {
  console.log(`\n### bench ${s}`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, s, 'run.ts')], { stdio: 'inherit', cwd: path.resolve(root, '../..') });
  console.log(`### bench ${s}: ${((Date.now() - t0) / 1000).toFixed(1)}s, exit ${r.status}`);
  if (r.status !== 0) failed++;
}
if (suites.length === 0) console.log('no benchmarks found');
process.exit(failed ? 1 : 0);
