// What the restore drill proves about a restored database, each from data held outside it or
// recomputed from its own rows: the pick log against the checkpoints exported to git, every user's
// stats against a replay of their decision rows, the acknowledged writes against what came back,
// and the subscriptions (none lost, none twice).
import { execFileSync } from 'node:child_process';
import { replayStats, type ReplayRow } from '@gary/decisions';
import { leafHashes, treeSize } from '@gary/pick-engine/src/ledger/ledger-repo';
import { consistencyProof, openCheckpoint, rootHash, verifyConsistency } from '@gary/pick-log/node';
import type { Pool } from '@gary/platform';
import type { Acked } from './restore-drill-load';

export interface LogProof {
  ok: boolean;
  restoredSize: number;
  /** The newest checkpoint in the export's last commit. */
  exportedSize: number;
  /** Every checkpoint committed to the export, each checked for a consistency proof to the restored tree. */
  checkpointsChecked: number;
  failures: string[];
}

const git = (dir: string, ...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The tree size of the checkpoint in the export's last commit (-1 before the first). */
export function exportedSize(exportDir: string): number {
  try {
    return Number(git(exportDir, 'show', 'HEAD:checkpoint').split('\n')[1]);
  } catch {
    return -1;
  }
}

/**
 * The restored log against the export: each checkpoint committed to the git repository (signed,
 * checked with the key committed beside it) must be a prefix of the restored tree, shown by an RFC
 * 9162 consistency proof from its size to the restored size, not by counting rows.
 */
export async function proveLog(pickPool: Pool, exportDir: string): Promise<LogProof> {
  const key = git(exportDir, 'show', 'HEAD:key.txt').trim();
  const latest = git(exportDir, 'show', 'HEAD:checkpoint');
  const files = git(exportDir, 'ls-tree', '-r', '--name-only', 'HEAD', 'checkpoints/').split('\n').filter((f) => f.endsWith('.txt'));
  const notes = [latest, ...files.map((f) => git(exportDir, 'show', `HEAD:${f}`))];
  const size = await treeSize(pickPool);
  const hashes = await leafHashes(pickPool, size);
  const root = rootHash(hashes);
  const failures: string[] = [];
  let exportedSize = -1;
  for (const [i, note] of notes.entries()) {
    const cp = openCheckpoint(note, key);
    const name = i === 0 ? 'checkpoint' : files[i - 1]!;
    if (!cp) {
      failures.push(`${name}: the signature does not verify with the exported key`);
      continue;
    }
    if (i === 0) exportedSize = cp.size;
    if (cp.size > size) {
      failures.push(`${name}: size ${cp.size} is beyond the restored log (${size}): published entries were lost`);
      continue;
    }
    const proof = consistencyProof(cp.size, hashes);
    if (!verifyConsistency(cp.size, size, cp.root, root, proof)) failures.push(`${name}: no consistency from size ${cp.size} to the restored ${size}`);
  }
  return { ok: failures.length === 0 && exportedSize >= 0, restoredSize: size, exportedSize, checkpointsChecked: notes.length, failures };
}

export interface StatsProof {
  users: number;
  /** Decision rows settled (won, lost or pushed): the replay has results to hold the rows to. */
  settled: number;
  equal: number;
  mismatches: string[];
}

/** Every user's stats row against a replay of their decision rows with the betting rules. */
export async function proveStats(decisionsPool: Pool): Promise<StatsProof> {
  const { rows } = await decisionsPool.query<{ user_id: string; pick_id: string; decision: ReplayRow['decision']; outcome: ReplayRow['outcome']; result: ReplayRow['pickResult']; settled_at: Date | null }>(
    'SELECT d.user_id, d.pick_id, d.decision, d.outcome, p.result, d.settled_at FROM decisions d JOIN picks p USING (pick_id) ORDER BY d.user_id, d.decided_at, d.pick_id',
  );
  const byUser = new Map<string, ReplayRow[]>();
  for (const r of rows) {
    const list = byUser.get(r.user_id) ?? [];
    list.push({ pickId: r.pick_id, decision: r.decision, outcome: r.outcome, pickResult: r.result, settledAt: r.settled_at?.getTime() ?? null });
    byUser.set(r.user_id, list);
  }
  const stats = await decisionsPool.query('SELECT * FROM user_stats');
  const stored = new Map(stats.rows.map((s) => [s.user_id as string, s]));
  const mismatches: string[] = [];
  let equal = 0;
  // A member gets a stats row when they register (zeros until they decide): the union of both sides.
  const everyone = new Set([...byUser.keys(), ...stored.keys()]);
  for (const userId of everyone) {
    const want = replayStats(byUser.get(userId) ?? []);
    const got = stored.get(userId);
    const gotCounts = got && {
      totalPicks: got.total_picks, rideCount: got.ride_count, fadeCount: got.fade_count, winCount: got.win_count, lossCount: got.loss_count,
      pushCount: got.push_count, currentStreak: got.current_streak, longestStreak: got.longest_streak, lastResult: got.last_result ?? null,
    };
    const wantCounts = {
      totalPicks: want.totalPicks, rideCount: want.rideCount, fadeCount: want.fadeCount, winCount: want.winCount, lossCount: want.lossCount,
      pushCount: want.pushCount, currentStreak: want.currentStreak, longestStreak: want.longestStreak, lastResult: want.lastResult ?? null,
    };
    if (want.wrongOutcomes.length === 0 && JSON.stringify(gotCounts) === JSON.stringify(wantCounts)) equal++;
    else mismatches.push(`${userId}: stored ${JSON.stringify(gotCounts)}, recomputed ${JSON.stringify(wantCounts)}${want.wrongOutcomes.length ? `, wrong outcomes ${want.wrongOutcomes.join(',')}` : ''}`);
  }
  return { users: everyone.size, settled: rows.filter((r) => r.outcome !== 'pending').length, equal, mismatches };
}

export interface WritesProof {
  /** Acknowledged at or before the recovery point. */
  before: number;
  /** Of those, missing from the restored database. */
  lost: string[];
  /** Sent after the recovery point: gone with it, by the operator's choice of point. */
  after: number;
  /** Of those, present in the restored database (none may be: recovery stopped at the point). */
  afterPresent: number;
  /** Sent before the point and acknowledged after it: either side of the point is right. */
  straddling: number;
  /** Seconds between the recovery point and the last acknowledged write. */
  afterSeconds: number;
}

/** The acknowledged writes against the restored rows (sign-ups, subscriptions, decisions). */
export async function proveWrites(pools: { auth: Pool; billing: Pool; decisions: Pool }, acked: readonly Acked[], recoveryPoint: Date): Promise<WritesProof> {
  const emails = new Set((await pools.auth.query<{ email: string }>('SELECT lower(email) AS email FROM users')).rows.map((r) => r.email));
  const subs = new Set((await pools.billing.query<{ id: string }>('SELECT id FROM subscriptions')).rows.map((r) => r.id));
  const decided = new Set((await pools.decisions.query<{ k: string }>("SELECT user_id::text || '|' || pick_id AS k FROM decisions")).rows.map((r) => r.k));
  const present = (a: Acked) => (a.kind === 'signup' ? emails.has(a.key.toLowerCase()) : a.kind === 'subscription' ? subs.has(a.key) : decided.has(a.key));
  const t = recoveryPoint.getTime();
  const before = acked.filter((a) => a.at <= t);
  const after = acked.filter((a) => a.sentAt > t);
  const last = Math.max(t, ...acked.map((a) => a.at));
  return {
    before: before.length,
    lost: before.filter((a) => !present(a)).map((a) => `${a.kind} ${a.key}`),
    after: after.length,
    afterPresent: after.filter(present).length,
    straddling: acked.filter((a) => a.sentAt <= t && a.at > t).length,
    afterSeconds: (last - t) / 1000,
  };
}

export interface SubscriptionsProof {
  restored: number;
  lost: number;
  /** Users holding more than one active subscription that counts, and ids the drill never made. */
  doubled: number;
  unknown: number;
}

export async function proveSubscriptions(billing: Pool, acked: readonly Acked[], recoveryPoint: Date): Promise<SubscriptionsProof> {
  const made = acked.filter((a) => a.kind === 'subscription');
  const { rows } = await billing.query<{ id: string }>('SELECT id FROM subscriptions');
  const ids = new Set(rows.map((r) => r.id));
  const dup = await billing.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT user_id FROM subscriptions WHERE status IN ('active', 'trialing') AND duplicate_of IS NULL GROUP BY user_id HAVING count(*) > 1) x`,
  );
  const known = new Set(made.map((a) => a.key));
  return {
    restored: rows.length,
    lost: made.filter((a) => a.at <= recoveryPoint.getTime() && !ids.has(a.key)).length,
    doubled: dup.rows[0]!.n,
    unknown: rows.filter((r) => !known.has(r.id)).length,
  };
}
