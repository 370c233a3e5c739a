// What the soak proves at the end of its day, each from rows or from data held outside the
// database: no decision lost or applied twice, every user's stats equal to a replay of their rows,
// the Redis leaderboard equal to one rebuilt from the rows by decisions' own keeper, every graded
// pick settled once, every due alert sent once (counted at the push service and in the mail
// queue), and every checkpoint of the pick log a reader saw consistent with the final log.
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { createLeaderboardKeeper, createMemoryLeaderboardStore, createRedisLeaderboardStore } from '@gary/decisions';
import { checkStats, readTopicIds, type Decision } from '@gary/distributed';
import { createLogger, createMemoryLock } from '@gary/platform';
import { leafHashes, treeSize } from '@gary/pick-engine/src/ledger/ledger-repo';
import { consistencyProof, openCheckpoint, rootHash, verifyConsistency } from '@gary/pick-log/node';

export interface DecisionProof {
  sent: number;
  confirmed: number;
  rows: number;
  /** Confirmed decisions without a row, or with a row of the other side. */
  lost: number;
  /** Stats events beyond one per decision and one per settlement, and picks graded twice. */
  doubled: number;
  statsUsers: number;
  statsMismatched: number;
  /** The first few users whose stats differ: their row beside the replay. */
  mismatchedDetail: string[];
  wrongOutcomes: number;
  /** Graded picks with a decision still pending. */
  unsettled: number;
  gradedPicks: number;
  /** user-stats.updated events the outbox marked sent but the topic does not hold. */
  missingFromKafka: number;
}

/** The decisions the bettors sent (and which of them the gateway confirmed) against the decisions schema. */
export async function proveDecisions(db: Pool, brokers: string, sent: Decision[], confirmed: Set<string>): Promise<DecisionProof> {
  const key = (user: string, pick: string) => `${user}|${pick}`;
  const rows = (await db.query<{ user_id: string; pick_id: string; decision: string }>('SELECT user_id, pick_id, decision FROM decisions.decisions')).rows;
  const side = new Map(rows.map((r) => [key(r.user_id, r.pick_id), r.decision]));
  const lost = sent.filter((d) => confirmed.has(key(d.bettor.userId, d.pickId)) && side.get(key(d.bettor.userId, d.pickId)) !== d.side).length;
  // Each decision wrote one user-stats.updated and each settlement (or void, a scratch) one more
  // (the outbox carries alert requests too: only this topic is counted).
  const outbox = (await db.query<{ id: string }>(`SELECT id FROM decisions.outbox WHERE topic = 'user-stats.updated'`)).rows.map((r) => r.id);
  const settled = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM decisions.decisions WHERE outcome <> 'pending'`)).rows[0]!.n;
  const gradedTwice = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT event_id FROM decisions.consumed_events WHERE topic IN ('pick.graded', 'pick.corrected') GROUP BY event_id HAVING count(*) > 1) t`)
  ).rows[0]!.n;
  const graded = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM decisions.picks WHERE result IS NOT NULL')).rows[0]!.n;
  const unsettled = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM decisions.decisions d JOIN decisions.picks p USING (pick_id) WHERE p.result IS NOT NULL AND d.outcome = 'pending'`)).rows[0]!.n;
  const stats = await checkStats(db);
  const mismatchedDetail: string[] = [];
  for (const u of stats.mismatched.slice(0, 3)) {
    const row = (await db.query('SELECT total_picks, ride_count, fade_count, win_count, loss_count, push_count, current_streak, longest_streak, last_result FROM decisions.user_stats WHERE user_id = $1', [u])).rows[0];
    const decided = (await db.query(`SELECT d.pick_id, d.decision, d.outcome, p.result, d.decided_at, d.settled_at FROM decisions.decisions d JOIN decisions.picks p USING (pick_id) WHERE d.user_id = $1 ORDER BY d.decided_at`, [u])).rows;
    mismatchedDetail.push(`${u}: stats ${JSON.stringify(row)}; rows ${JSON.stringify(decided)}`);
  }
  const inKafka = await readTopicIds(brokers, 'user-stats.updated', new Set(outbox));
  return {
    sent: sent.length,
    confirmed: confirmed.size,
    rows: rows.length,
    lost,
    doubled: Math.abs(outbox.length - (rows.length + settled)) + gradedTwice,
    statsUsers: stats.users,
    statsMismatched: stats.mismatched.length,
    mismatchedDetail,
    wrongOutcomes: stats.wrongOutcomes,
    unsettled,
    gradedPicks: graded,
    missingFromKafka: inKafka.missing,
  };
}

export interface BoardProof {
  /** Rows on the three boards (all time, week, month) as Redis holds them. */
  rows: number;
  /** Boards whose rows differ from the rebuild's. */
  differing: string[];
}

/** The Redis boards against boards rebuilt from the decisions rows by decisions' own keeper. */
export async function proveLeaderboard(decisionsPool: Pool, redisUrl: string, limit: number): Promise<BoardProof> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await redis.connect();
  const logger = createLogger({ name: 'soak-leaderboard', level: 'warn' });
  const now = () => new Date();
  try {
    const live = createLeaderboardKeeper({ pool: decisionsPool, store: createRedisLeaderboardStore(redis, { topPageCacheMs: 0 }), lock: createMemoryLock(), logger, now });
    const rebuilt = createLeaderboardKeeper({ pool: decisionsPool, store: createMemoryLeaderboardStore(), lock: createMemoryLock(), logger, now });
    await rebuilt.rebuild();
    const out: BoardProof = { rows: 0, differing: [] };
    for (const period of ['all', 'week', 'month'] as const) {
      const a = await live.read(period, limit);
      const b = await rebuilt.read(period, limit);
      out.rows += a.rows.length;
      if (JSON.stringify(a.rows) !== JSON.stringify(b.rows)) out.differing.push(`${period} (${a.rows.length} rows in Redis, ${b.rows.length} rebuilt)`);
    }
    return out;
  } finally {
    redis.disconnect();
  }
}

export interface AlertProof {
  /** Delivery rows due by now. */
  due: number;
  sent: number;
  /** Due rows neither sent nor dropped for a reason of the user's (a break, a preference). */
  unsent: number;
  /** Pushes that arrived beyond the push rows sent, and mails queued beyond the email rows sent. */
  doubled: number;
  /** Pushes that arrived for push rows marked sent: fewer means a row marked sent was never pushed. */
  pushesMissing: number;
}

/** Each due delivery row against what reached the push service (by endpoint) and the mail queue (by recipient). */
export async function proveAlerts(db: Pool, pushArrivals: Map<string, number>, endpointOf: (userId: string) => string): Promise<AlertProof> {
  const rows = (
    await db.query<{ user_id: string; channel: 'email' | 'push'; sent: boolean; dropped: string | null; email: string }>(
      `SELECT d.user_id, d.channel, d.sent_at IS NOT NULL AS sent, d.dropped, u.email
         FROM auth.alert_deliveries d JOIN auth.users u ON u.id = d.user_id WHERE d.due_at <= now()`,
    )
  ).rows;
  const mails = new Map((await db.query<{ recipient: string; n: number }>('SELECT recipient, count(*)::int AS n FROM auth.mail GROUP BY recipient')).rows.map((r) => [r.recipient, r.n]));
  const pushSent = new Map<string, number>();
  const mailSent = new Map<string, number>();
  for (const r of rows.filter((x) => x.sent)) {
    if (r.channel === 'push') pushSent.set(r.user_id, (pushSent.get(r.user_id) ?? 0) + 1);
    else mailSent.set(r.email, (mailSent.get(r.email) ?? 0) + 1);
  }
  let doubled = 0;
  let pushesMissing = 0;
  for (const [user, n] of pushSent) {
    const got = pushArrivals.get(endpointOf(user)) ?? 0;
    doubled += Math.max(0, got - n);
    pushesMissing += Math.max(0, n - got);
  }
  for (const [email, n] of mailSent) doubled += Math.max(0, (mails.get(email) ?? 0) - n);
  return {
    due: rows.length,
    sent: rows.filter((r) => r.sent).length,
    unsent: rows.filter((r) => !r.sent && (r.dropped === null || r.dropped === 'gave_up')).length,
    doubled,
    pushesMissing,
  };
}

export interface LogProof {
  size: number;
  checkpoints: number;
  /** Checkpoints a reader was shown that the final log does not extend. */
  inconsistent: string[];
}

/** Every checkpoint the readers saw, against the final log: a consistency proof from its size to the final size. */
export async function proveLog(pickPool: Pool, notes: string[], key: string): Promise<LogProof> {
  const size = await treeSize(pickPool);
  const hashes = await leafHashes(pickPool, size);
  const root = rootHash(hashes);
  const out: LogProof = { size, checkpoints: notes.length, inconsistent: [] };
  for (const note of notes) {
    const cp = openCheckpoint(note, key);
    if (!cp) out.inconsistent.push(`a checkpoint whose signature does not verify: ${note.split('\n')[1]}`);
    else if (cp.size > size) out.inconsistent.push(`size ${cp.size} beyond the final log (${size})`);
    else if (!verifyConsistency(cp.size, size, cp.root, root, consistencyProof(cp.size, hashes))) out.inconsistent.push(`no consistency from ${cp.size} to ${size}`);
  }
  return out;
}
