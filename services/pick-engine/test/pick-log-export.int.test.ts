// "An exporter writes each checkpoint (and the day's records once public) into a git repository and
// commits it (path and remote from the environment)": a local repository and a bare remote.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, createMemoryLock } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';
import { readConfig, start } from '../src';
import { storePicks, type PickCandidate } from '../src/generation/store-picks';

let svc: ServiceUnderTest<'pick-engine'>;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'pick-log-export-'));
const repo = path.join(tmp, 'repo');
const remote = path.join(tmp, 'remote.git');
let clock = Date.now();
const now = () => new Date(clock);
const gameTime = new Date(clock + 3_600_000).toISOString();

const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });

const candidate = (o: Partial<PickCandidate> = {}): PickCandidate => ({
  league: 'NBA', eventId: 'e1', homeTeam: 'Boston Celtics', awayTeam: 'New York Knicks', game: 'Knicks @ Celtics', time: '7:30 PM ET', gameTime,
  pickText: 'Boston Celtics ML -150', odds: -150, type: 'moneyline', side: 'home', line: 0, confidence: 0.6, rationale: 'Ride it. Bear says so.',
  trapAlert: false, revenge: false, superstition: false, momentum: 0.6, noVigProbability: 0.59, modelProbability: 0.61, modelVersion: 'nba-elo-test', label: 'lean', ev: 0.01, bookmaker: 'DraftKings', simulated: true, writer: 'offline',
  audit: { writer: 'offline', extractionMethod: null, warnings: [], rawOutput: null, promptTokens: 0, completionTokens: 0, llmCalls: 0 },
  ...o,
});

async function until<T>(fn: () => T | null | undefined, what: string): Promise<T> {
  const end = Date.now() + 20_000;
  for (;;) {
    // The export repository appears with the first checkpoint, which the start-up job signs after start.
    let v: T | null | undefined = null;
    try {
      v = fn();
    } catch {
      v = null;
    }
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  execFileSync('git', ['init', '-q', '--bare', remote]);
  svc = await startServiceForTest({
    name: 'pick-engine', readConfig, start, adapters: { now },
    env: { PICKS_SCHEDULER: 'false', PICKS_GENERATE_ON_START: 'false', LEDGER_EXPORT_GIT_DIR: repo, LEDGER_EXPORT_GIT_REMOTE: remote, LEDGER_DAILY_POLL_MS: '200' },
  });
});
afterAll(async () => {
  await svc?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

test('"the exporter commits checkpoints to a git repository": the start-up checkpoint, then the one after a publish, pushed to the remote', async () => {
  const key = (await svc.client.GetLedgerKey({})).verifierKey;
  await until(() => (git(repo, 'log', '--oneline').includes('checkpoint 0') ? true : null), 'the first export');
  expect(readFileSync(path.join(repo, 'key.txt'), 'utf8')).toBe(`${key}\n`);

  const deps = { pool: svc.pool, lock: createMemoryLock(), logger: createLogger({ name: 't', level: 'silent' }), now, afterPublish: () => svc.client.GetLedgerCheckpoint({}) };
  const out = await storePicks(deps, '2026-06-01', [candidate(), candidate({ eventId: 'e2', pickText: 'Miami Heat +2.5 -110', type: 'spread', line: 2.5, odds: -110 })], null);
  expect(out).toMatchObject({ ok: true, stored: 2 });
  const latest = await svc.client.GetLedgerCheckpoint({});
  expect(Number(latest.treeSize)).toBe(2);
  await until(() => (git(repo, 'log', '--oneline').includes('checkpoint 2') ? true : null), 'the export after publishing');
  expect(readFileSync(path.join(repo, 'checkpoint'), 'utf8')).toBe(latest.note);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now());
  expect(readFileSync(path.join(repo, 'checkpoints', today, '2.txt'), 'utf8')).toBe(latest.note);
  // Not public yet: the games have not started, so no record is in the repository.
  expect(git(repo, 'ls-files')).not.toMatch(/^records\//m);
  // The push follows the commit: the remote catches up with the same history.
  await until(() => (git(remote, 'rev-parse', 'main') === git(repo, 'rev-parse', 'HEAD') ? true : null), 'the remote to hold the same history');
});

test('"and the day\'s records once public": after the games start, each record is committed as the exact leaf text', async () => {
  clock = Date.parse(gameTime) + 60_000;
  await until(() => (git(repo, 'ls-files').match(/^records\//gm)?.length === 2 ? true : null), 'the records export');
  const files = git(repo, 'ls-files').split('\n').filter((f) => f.startsWith('records/'));
  for (const f of files) {
    const pickId = path.basename(f, '.json');
    const proof = await svc.client.GetLedgerProof({ pickId });
    expect(readFileSync(path.join(repo, f), 'utf8')).toBe(`${proof.record}\n`);
    expect(f).toBe(`records/2026-06-01/${pickId}.json`);
  }
  // The push follows the commit: the remote catches up with the same history.
  await until(() => (git(remote, 'rev-parse', 'main') === git(repo, 'rev-parse', 'HEAD') ? true : null), 'the remote to hold the same history');
});
