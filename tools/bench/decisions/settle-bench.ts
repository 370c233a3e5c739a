// Settlement of 1,000,000 pending decisions on one graded slate (10 picks, 100,000 decisions each,
// one per user), through the service (10 pick.graded events on the bus, each settled by the
// consumer in one set-based statement) beside ONE statement doing the same work for the whole
// slate: the service's own SETTLE_SQL, built from its text with every parameter filled (decisions,
// stats with the streak rules, recent_results, one outbox event per user carrying their whole
// BetCard). That statement runs first inside a transaction that is rolled back (then VACUUM), so
// both start from identical rows; a checksum of the resulting rows and cards proves the same work.
import { makeEvent } from '@gary/contracts';
import { gradedPickUnits, SETTLE_SQL, SETTLE_WORK_MEM_SQL, type PickUnits } from '@gary/decisions';
import type { Pool } from '@gary/platform';
import { benchUserSql, type BenchStack } from './bench-stack';
import { type Fill, fillPlaceholders } from './sql-placeholders';

export const SLATE = Array.from({ length: 10 }, (_, i) => `slate-${i}`);
const RESULTS = ['won', 'lost', 'push', 'won', 'lost', 'won', 'lost', 'won', 'push', 'lost'] as const;
const USER_PREFIX = 'c0000000';

export async function generateSlate(pool: Pool, users: number, decidedOn: string): Promise<number> {
  const t0 = Date.now();
  const uid = benchUserSql(USER_PREFIX, 'i');
  const side = `CASE WHEN i % 3 = 0 THEN 'fade' ELSE 'ride' END`;
  await pool.query(
    `INSERT INTO picks (pick_id, pick_date, league, event_id, matchup, game_time, pick, odds, published_at)
     SELECT 'slate-' || i, $1::date, 'NBA', 'slate-ev-' || i, 'Away ' || i || ' @ Home ' || i, now() - interval '3 hours',
            'Home ' || i || ' -3.5 -110', (ARRAY[-110, -150, 130, -120, 145])[1 + i % 5], now() - interval '1 day'
     FROM generate_series(0, 9) i`,
    [decidedOn],
  );
  // Users with some history, so every streak rule has something to act on; each has a graded
  // decision (a push where there is no win or loss), so each is ranked on the boards.
  await pool.query(
    `INSERT INTO user_stats (user_id, username, total_picks, ride_count, fade_count, win_count, loss_count, push_count,
                             current_streak, longest_streak, last_result, recent_results, version, updated_at)
     SELECT ${uid}, 'bettor' || i, 6, 6 - i % 2, i % 2, i % 3, i % 2, (i % 6 = 0)::int, (i % 7) - 3, 3,
            CASE WHEN (i % 7) - 3 > 0 THEN 'win' WHEN (i % 7) - 3 < 0 THEN 'loss' END,
            jsonb_build_array(jsonb_build_object('pickId', 'slate-' || i % 10, 'matchup', 'Away ' || i % 10 || ' @ Home ' || i % 10,
              'decision', ${side}, 'timestamp', '2026-01-01T00:00:00.000Z', 'resultPending', true, 'pickResult', null,
              'userCorrect', null, 'outcome', 'pending')),
            1, now()
     FROM generate_series(1, $1::int) i`,
    [users],
  );
  await pool.query(
    `INSERT INTO decisions (user_id, pick_id, decision, outcome, decided_at, decided_on)
     SELECT ${uid}, 'slate-' || i % 10, ${side}, 'pending', now() - interval '4 hours', $2::date
     FROM generate_series(1, $1::int) i`,
    [users, decidedOn],
  );
  await pool.query('VACUUM ANALYZE picks, user_stats, decisions');
  return (Date.now() - t0) / 1000;
}

/** SQL text for a value: NULL, a number or a quoted string. */
const literal = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
const arrayOf = (vs: readonly (string | number | null)[], type: string) => `ARRAY[${vs.map(literal).join(', ')}]::${type}`;

/**
 * SETTLE_SQL's parameters for the whole slate in one statement: every pick of the slate at once,
 * at now(), with the graded picks' units, and no trace. Each fill says its type; building the
 * statement checks it against the cast SETTLE_SQL writes on that placeholder, so a parameter added
 * to or retyped in the service's statement stops the benchmark (test/settle-statement.test.ts).
 */
export function slateSettleFills(slate: readonly string[], units: PickUnits): Record<number, Fill> {
  return {
    1: { type: 'text[]', sql: arrayOf(slate, 'text[]') },
    2: { type: 'timestamptz', sql: 'now()' },
    3: { type: 'text[]', sql: arrayOf(units.pickIds, 'text[]') },
    4: { type: 'float8[]', sql: arrayOf(units.ride, 'float8[]') },
    5: { type: 'float8[]', sql: arrayOf(units.fade, 'float8[]') },
    6: { type: 'float8[]', sql: arrayOf(units.ridingAll, 'float8[]') },
    7: { type: 'text', sql: 'NULL' },
  };
}

/**
 * The floor the service is measured against: the service's own settling statement, run once over
 * the whole slate (every decision, stats row with the streak rules and recent_results, and every
 * rider's whole BetCard to the outbox). Right for this slate, where each user decided one of its
 * picks; the service settles one pick a statement, in turn, as the grades arrive.
 */
export function slateSettleSql(slate: readonly string[], units: PickUnits, statement = SETTLE_SQL): string {
  return fillPlaceholders(statement, slateSettleFills(slate, units), 'the slate statement of SETTLE_SQL');
}

const CHECKSUM_SQL = `
SELECT (SELECT sum(hashtext(concat_ws('|', user_id, win_count, loss_count, push_count, current_streak, longest_streak,
                                      last_result, recent_results::text, version)))
          FROM user_stats WHERE user_id::text LIKE '${USER_PREFIX}%')::text AS stats,
       (SELECT sum(hashtext(concat_ws('|', user_id, pick_id, outcome))) FROM decisions WHERE pick_id = ANY($1::text[]))::text AS decisions,
       (SELECT count(*) FROM outbox WHERE key LIKE '${USER_PREFIX}%')::int AS events,
       -- Every card as the event carries it, but for its time (the statement's now).
       (SELECT sum(hashtext(((envelope->'data') - 'updatedAt')::text)) FROM outbox WHERE key LIKE '${USER_PREFIX}%')::text AS cards`;

export interface Checksum {
  stats: string;
  decisions: string;
  events: number;
  cards: string;
}

export async function slateSettle(pool: Pool): Promise<{ seconds: number; rows: number; checksum: Checksum }> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `UPDATE picks SET result = v.r, final_score = '100-99', graded_at = now() FROM unnest($1::text[], $2::text[]) v(id, r) WHERE pick_id = v.id`,
      [SLATE, [...RESULTS]],
    );
    await client.query(SETTLE_WORK_MEM_SQL);
    const sql = slateSettleSql(SLATE, await gradedPickUnits(client));
    const t0 = process.hrtime.bigint();
    const res = await client.query<{ users: number }>(sql);
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    const checksum = (await client.query<Checksum>(CHECKSUM_SQL, [SLATE])).rows[0]!;
    await client.query('ROLLBACK');
    return { seconds, rows: res.rows[0]?.users ?? 0, checksum };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

export interface ServiceSettleResult {
  /** NaN when the slate was not settled within the wait (the run goes on to its other figures). */
  seconds: number;
  /**
   * From the grades' publishing until the relay had published the last rider's card (the outbox
   * holds nothing unpublished); NaN when not within the wait.
   */
  lastCardSeconds: number;
  /** Cards the relay published after the last settlement committed, per second until the last. */
  relayedPerSecond: number;
  /** The cards the settlement wrote (user-stats.updated of the slate's users). */
  cards: number;
  checksum: Checksum;
  /** Until every user's leaderboard rows were rewritten (null: not within the wait). */
  leaderboardSeconds: number | null;
}

export async function serviceSettle(stack: BenchStack, waitMs: number, waitLeaderboardMs: number): Promise<ServiceSettleResult> {
  const events = SLATE.map((pickId, i) =>
    makeEvent('pick.graded', {
      source: 'bench',
      key: pickId,
      data: { pickId, eventId: `slate-ev-${i}`, date: new Date().toISOString().slice(0, 10), league: 'NBA', result: RESULTS[i]!, finalScore: '100-99', odds: -110, closingOdds: null, gradedAt: new Date().toISOString() },
    }),
  );
  const ids = events.map((e) => e.id);
  const t0 = Date.now();
  await stack.bus.publish(events);
  const done = await until(async () => {
    const { rows } = await stack.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM consumed_events WHERE event_id = ANY($1::uuid[])', [ids]);
    return rows[0]!.n === ids.length;
  }, waitMs);
  const seconds = done ? (Date.now() - t0) / 1000 : NaN;
  const waitingAtSettled = done ? (await stack.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')).rows[0]!.n : 0;
  const tSettled = Date.now();
  const relayed = done && await until(async () => {
    const { rows } = await stack.pool.query<{ waiting: boolean }>('SELECT EXISTS (SELECT 1 FROM outbox WHERE published_at IS NULL) AS waiting');
    return !rows[0]!.waiting;
  }, waitMs);
  const lastCardSeconds = relayed ? (Date.now() - t0) / 1000 : NaN;
  const relayedPerSecond = relayed ? waitingAtSettled / Math.max(0.001, (Date.now() - tSettled) / 1000) : NaN;
  const lbDone = done && await until(async () => {
    const { rows } = await stack.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM leaderboard_refresh');
    return rows[0]!.n === 0;
  }, waitLeaderboardMs);
  const leaderboardSeconds = lbDone ? (Date.now() - t0) / 1000 : null;
  const checksum = (await stack.pool.query<Checksum>(CHECKSUM_SQL, [SLATE])).rows[0]!;
  return { seconds, lastCardSeconds, relayedPerSecond, cards: checksum.events, checksum, leaderboardSeconds };
}
