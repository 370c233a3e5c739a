// Checks of what a run of the distributed mode left behind, shared by the fault tests and the soak
// benchmark: each user's stats row against a replay of their decision rows, and a topic read from
// the start for the events an outbox says it sent.
import { Kafka, logLevel } from 'kafkajs';
import type { Pool } from 'pg';
import { replayStats } from '@gary/decisions';
import { until } from './load';

export interface StatsCheck {
  users: number;
  decisions: number;
  /** Users whose user_stats row differs from the replay of their decision rows. */
  mismatched: string[];
  /** Decision rows whose outcome is not what their pick's result gives. */
  wrongOutcomes: number;
}

/** Every user's stats row against the replay of their decision rows (decisions schema). */
export async function checkStats(pool: Pool): Promise<StatsCheck> {
  const { rows } = await pool.query<{ user_id: string; pick_id: string; decision: 'ride' | 'fade'; outcome: 'pending' | 'win' | 'loss' | 'push'; result: 'won' | 'lost' | 'push' | null; settled_at: Date | null }>(
    `SELECT d.user_id, d.pick_id, d.decision, d.outcome, p.result, d.settled_at
       FROM decisions.decisions d JOIN decisions.picks p USING (pick_id)
      ORDER BY d.user_id, d.settled_at NULLS LAST, d.pick_id`,
  );
  const byUser = new Map<string, typeof rows>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  const stats = await pool.query<Record<string, unknown>>('SELECT * FROM decisions.user_stats');
  const statsOf = new Map(stats.rows.map((s) => [s.user_id as string, s]));
  const out: StatsCheck = { users: byUser.size, decisions: rows.length, mismatched: [], wrongOutcomes: 0 };
  for (const [user, list] of byUser) {
    const want = replayStats(
      list.map((r) => ({ pickId: r.pick_id, decision: r.decision, outcome: r.outcome, pickResult: r.result, settledAt: r.settled_at?.getTime() ?? null })),
    );
    out.wrongOutcomes += want.wrongOutcomes.length;
    const got = statsOf.get(user);
    const same =
      got !== undefined &&
      got.total_picks === want.totalPicks &&
      got.ride_count === want.rideCount &&
      got.fade_count === want.fadeCount &&
      got.win_count === want.winCount &&
      got.loss_count === want.lossCount &&
      got.push_count === want.pushCount &&
      got.current_streak === want.currentStreak &&
      got.longest_streak === want.longestStreak &&
      (got.last_result ?? null) === want.lastResult;
    if (!same) out.mismatched.push(user);
  }
  return out;
}

/** Reads a topic from the start until every wanted event id is seen or 60 s pass. */
export async function readTopicIds(brokers: string, topic: string, wanted: Set<string>): Promise<{ missing: number }> {
  const kafka = new Kafka({ clientId: 'faults-check', brokers: brokers.split(','), logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `faults-check-${Date.now()}` });
  const seen = new Set<string>();
  await consumer.connect();
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachBatch: async ({ batch }) => {
        for (const m of batch.messages) {
          const id = m.headers?.['event-id']?.toString();
          if (id && wanted.has(id)) seen.add(id);
        }
      },
    });
    await until(`every event on ${topic}`, async () => seen.size === wanted.size, 60_000, 250).catch(() => undefined);
  } finally {
    await consumer.disconnect();
  }
  return { missing: wanted.size - seen.size };
}
