// `npx tsx tools/bench/decisions/relay-bench.ts`: the outbox relay alone, on real Postgres and Kafka.
// RELAY_EVENTS (default 100,000) cards of as many users wait in one schema's outbox; the relay
// (RELAY_WORKERS workers, RELAY_BATCH a claim) publishes them to Kafka, timed until none is left
// unpublished. Prints events relayed per second and the machine's load.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { makeEvent } from '@gary/contracts';
import { createKafkaBus, createPool, enqueue, runMigrations, startOutboxRelay, withTransaction } from '@gary/platform';
import { createTestDatabase, startInfra } from '@gary/testinfra';

const EVENTS = Number(process.env.RELAY_EVENTS ?? 100_000);
const load = () => loadavg().map((v) => v.toFixed(2)).join(', ');

async function main(): Promise<void> {
  const infra = await startInfra({ needs: ['postgres', 'kafka'] });
  const db = await createTestDatabase('bench_relay', infra.env.DATABASE_URL);
  const pool = createPool({ url: db.url, schema: 'decisions', max: 12 });
  const bus = createKafkaBus({ brokers: infra.env.KAFKA_BROKERS!.split(','), clientId: 'relay-bench' });
  try {
    await runMigrations({ pool, schema: 'decisions', dir: '/nonexistent' });
    await bus.ensureTopics(['user-stats.updated']);
    const at = new Date().toISOString();
    for (let i = 0; i < EVENTS; i += 5_000) {
      const events = Array.from({ length: Math.min(5_000, EVENTS - i) }, () => {
        const userId = randomUUID();
        return makeEvent('user-stats.updated', {
          source: 'decisions',
          key: userId,
          data: {
            userId, version: 2, username: 'bettor', badge: 'RIDES WITH GARY', rideCount: 5, fadeCount: 1, ridePct: 83, fadePct: 17,
            winCount: 3, lossCount: 2, pushCount: 1, winRate: 60, record: '3-2', streak: 1, streakDisplay: '+1', longestStreak: 3,
            totalDecisions: 6, lastResult: 'win',
            recentResults: [{ pickId: 'slate-1', matchup: 'Away 1 @ Home 1', decision: 'ride', timestamp: at, resultPending: false, pickResult: 'won', userCorrect: true, outcome: 'win' }],
            leagues: [{ league: 'NBA', wins: 3, losses: 2, pushes: 1, total: 6 }],
            vsRidingAll: { unitsChoosing: 0.91, unitsRidingAll: 0.91, unitsAdded: 0 }, unitsWon: 0.91, updatedAt: at,
          },
        });
      });
      await withTransaction(pool, (tx) => enqueue(tx, events));
    }
    await pool.query('VACUUM ANALYZE outbox');
    const workers = process.env.RELAY_WORKERS ? Number(process.env.RELAY_WORKERS) : undefined;
    const batchSize = process.env.RELAY_BATCH ? Number(process.env.RELAY_BATCH) : undefined;
    console.log(`${EVENTS.toLocaleString('en-US')} cards waiting; relaying to Kafka (load average ${load()})`);
    const t0 = Date.now();
    const relay = startOutboxRelay({ pool, bus, schema: 'decisions', workers, batchSize, pollMs: 100 });
    for (;;) {
      const { rows } = await pool.query<{ waiting: boolean }>('SELECT EXISTS (SELECT 1 FROM outbox WHERE published_at IS NULL) AS waiting');
      if (!rows[0]!.waiting) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (Date.now() - t0) / 1000;
    await relay.stop();
    console.log(`relayed ${EVENTS.toLocaleString('en-US')} in ${seconds.toFixed(1)} s: ${Math.round(EVENTS / seconds).toLocaleString('en-US')} events/s (load average ${load()})`);
  } finally {
    await bus.close();
    await pool.end();
    await db.drop();
    await infra.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
