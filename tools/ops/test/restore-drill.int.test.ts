// The short form of `make restore-drill`: a base backup while members sign up, subscribe and decide
// and games are graded, then a point-in-time restore to just before every subscription is deleted,
// the services started on the restored server, and the proofs of what came back (not the times).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { DrillReport } from '../src/restore-drill';
import { drillPassed } from '../src/restore-drill-main';

jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '../../..');
let r: DrillReport;
let output = '';
beforeAll(async () => {
  // In its own process: the embedded PostgreSQL package is an ES module Jest cannot load.
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tools/ops/src/restore-drill-main.ts'), '--json'], {
    cwd: ROOT,
    env: { ...process.env, DRILL_PHASE_SECONDS: '2', DRILL_WRITERS: '2' },
    maxBuffer: 64 * 1024 * 1024,
    timeout: 280_000,
  }).catch((err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }));
  output = stdout.slice(-4000);
  const report = stdout.split('\n').find((line) => line.startsWith('{'));
  r = JSON.parse(report ?? '{}') as DrillReport;
});

test('the drill ran to its report', () => {
  expect({ recoveryPoint: r.recoveryPoint, output: r.recoveryPoint ? '' : output }).toEqual({ recoveryPoint: expect.any(String), output: '' });
});

test('writes went on during the base backup, and none acknowledged before the recovery point is lost', () => {
  expect(r.backup.writesDuring).toBeGreaterThan(0);
  expect(r.writes.before).toBeGreaterThan(r.backup.writesDuring);
  expect(r.writes.lost).toEqual([]);
  // The point is in time, not the end of the archive: what was written after it is not there.
  expect(r.writes.after).toBeGreaterThan(0);
  expect(r.writes.afterPresent).toBe(0);
});

test('the restored pick log is consistent with every checkpoint exported to git before the restore', () => {
  expect(r.log.failures).toEqual([]);
  expect(r.log.ok).toBe(true);
  // The second slate was logged after the base backup: only the archived WAL brought it back.
  expect(r.log.exportedSize).toBe(10);
  expect(r.log.restoredSize).toBe(10);
  expect(r.log.checkpointsChecked).toBeGreaterThan(1);
});

test("every member's stats equal a replay of their decision rows, with graded games among them", () => {
  expect(r.stats.mismatches).toEqual([]);
  expect(r.stats.equal).toBe(r.stats.users);
  expect(r.stats.users).toBeGreaterThan(0);
  expect(r.stats.settled).toBeGreaterThan(0);
});

test('events unsent at the recovery point are sent after the restore and applied by each consumer once', () => {
  expect(r.outbox.relayed).toBeGreaterThan(0);
  expect(r.outbox.missing).toEqual([]);
  expect(r.outbox.applied).toBe(r.outbox.expected);
  expect(r.outbox.doubled).toBe(0);
});

test('the deleted subscriptions are back, none lost, none twice, none unknown', () => {
  expect(r.mistake.subscriptionsDeleted).toBeGreaterThan(0);
  expect(r.subscriptions.restored).toBeGreaterThan(0);
  expect(r.subscriptions).toMatchObject({ lost: 0, doubled: 0, unknown: 0 });
  expect(r.errors).toEqual([]);
  expect(drillPassed(r)).toBe(true);
});
