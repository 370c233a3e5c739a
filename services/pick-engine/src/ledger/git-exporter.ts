// Publishes the pick log outside our database: each signed checkpoint, the verifier key, and the
// records of picks whose games have started are written into a git repository and committed (and
// pushed when a remote is set), so third parties who pull it hold copies with their own timestamps.
// Layout: key.txt, checkpoint (the latest note), checkpoints/<date>/<tree size>.txt,
// records/<date>/<pick id>.json (the exact JCS text of the leaf), and beside a daily checkpoint its
// OpenTimestamps proof, checkpoints/<date>/<tree size>.txt.ots. Exports run one at a time.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger, Queryable } from '@gary/platform';
import type { CheckpointRow } from './ledger-repo';

export interface GitExporterOptions {
  dir: string;
  remote?: string;
  db: Queryable;
  verifierKey: string;
  now: () => Date;
  logger: Logger;
}

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Gary pick log',
  GIT_AUTHOR_EMAIL: 'pick-log@gary.invalid',
  GIT_COMMITTER_NAME: 'Gary pick log',
  GIT_COMMITTER_EMAIL: 'pick-log@gary.invalid',
};

function git(dir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', ['-C', dir, ...args], { env: { ...process.env, ...GIT_ENV }, timeout: 60_000 }, (err, stdout, stderr) =>
      err ? reject(new Error(`git ${args[0]}: ${stderr.trim() || err.message}`)) : resolve(stdout),
    );
  });
}

/** Writes the file when its content differs; true when it did. */
async function put(file: string, text: string): Promise<boolean> {
  if (existsSync(file) && (await readFile(file, 'utf8')) === text) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return true;
}

export function createGitExporter(o: GitExporterOptions) {
  let chain: Promise<unknown> = Promise.resolve();
  let ready = false;

  async function init(): Promise<void> {
    if (ready) return;
    await mkdir(o.dir, { recursive: true });
    if (!existsSync(path.join(o.dir, '.git'))) await git(o.dir, ['init', '-q', '-b', 'main']);
    ready = true;
  }

  /** Records of started games not in the repository yet. */
  async function publicRecords(): Promise<string[]> {
    const { rows } = await o.db.query<{ pick_id: string; record: string; date: string }>(
      `SELECT l.pick_id, l.record, to_char(p.date, 'YYYY-MM-DD') AS date FROM ledger_leaves l JOIN picks p ON p.pick_id = l.pick_id
       WHERE l.commence_time <= $1 ORDER BY l.leaf_index`,
      [o.now().toISOString()],
    );
    const written: string[] = [];
    for (const r of rows) {
      const rel = path.join('records', r.date, `${r.pick_id}.json`);
      if (await put(path.join(o.dir, rel), `${r.record}\n`)) written.push(rel);
    }
    return written;
  }

  async function commit(message: string): Promise<boolean> {
    await git(o.dir, ['add', '-A']);
    const status = await git(o.dir, ['status', '--porcelain']);
    if (status.trim() === '') return false;
    await git(o.dir, ['commit', '-q', '-m', message]);
    if (o.remote) await git(o.dir, ['push', '-q', o.remote, 'HEAD:refs/heads/main']);
    return true;
  }

  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = chain.then(fn, fn);
    chain = next.catch(() => undefined);
    return next;
  };

  return {
    /** Writes a checkpoint (and any newly public records) and commits them. */
    exportCheckpoint: (c: CheckpointRow) =>
      serial(async () => {
        await init();
        await put(path.join(o.dir, 'key.txt'), `${o.verifierKey}\n`);
        await put(path.join(o.dir, 'checkpoint'), c.note);
        await put(path.join(o.dir, 'checkpoints', c.date, `${c.treeSize}.txt`), c.note);
        const records = await publicRecords();
        return commit(`checkpoint ${c.treeSize} (${c.reason}, ${c.signedAt})${records.length ? `, ${records.length} records` : ''}`);
      }),

    /** Commits a checkpoint's OpenTimestamps proof beside it (again when the proof is upgraded). */
    exportTimestamp: (t: { date: string; treeSize: number; note: string; proof: Buffer; status: string }) =>
      serial(async () => {
        await init();
        await put(path.join(o.dir, 'checkpoints', t.date, `${t.treeSize}.txt`), t.note);
        const file = path.join(o.dir, 'checkpoints', t.date, `${t.treeSize}.txt.ots`);
        if (existsSync(file) && (await readFile(file)).equals(t.proof)) return false;
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, t.proof);
        return commit(`OpenTimestamps proof of checkpoint ${t.treeSize} (${t.date}, ${t.status})`);
      }),

    /** Commits the records of games that have started since the last export. */
    exportRecords: () =>
      serial(async () => {
        await init();
        const records = await publicRecords();
        return records.length > 0 ? commit(`records of ${records.length} started picks (${o.now().toISOString()})`) : false;
      }),
  };
}

export type GitExporter = ReturnType<typeof createGitExporter>;
