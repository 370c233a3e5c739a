// Group commit against real Postgres: decisions that arrive together share statements, and each
// caller gets exactly the answer, and leaves exactly the rows, stats and BetCard events, that the
// same decision made alone would. The same requests are made twice, by two sets of users mirroring
// each other on the same picks: all at once through the service's Decide handler (submitted in one
// event-loop turn, in a known order), then one by one, each awaited. Any answer given to the wrong
// caller, a row written for the wrong user or a card built from another user's row shows as a
// difference between the two.
import { randomUUID } from 'node:crypto';
import type { CallContext } from '@gary/platform';
import { createLogger } from '@gary/platform';
import { createDecisionsRepo } from '../src/adapters/decisions-repo';
import { createGuardedDecide } from '../src/adapters/guarded-decide';
import { createDecisionsHandlers } from '../src/grpc/decisions-handlers';
import { createPlanService } from '../src/plan-service';
import { startDecisions, type Decisions } from './decisions-harness';

let d: Decisions;
beforeAll(async () => {
  d = await startDecisions();
});
afterAll(() => d.stop());

const USERS = 40;

/** One request: the user by index (mirrored in each set), the pick by name, the side as sent. */
interface Ask {
  user: number;
  pick: string;
  decision: string;
}

/**
 * Every user decides on several picks; some repeat a decision (the same side or the other), some
 * ask for an unknown or a started pick or send a bad side, and users with a daily limit of 2 ask
 * for 3 or 4 (a stake of 2 for some).
 */
function requests(): Ask[] {
  const asks: Ask[] = [];
  for (let u = 0; u < USERS; u++) {
    const side = u % 2 ? 'ride' : 'fade';
    const other = u % 2 ? 'fade' : 'ride';
    asks.push({ user: u, pick: `open${u % 3}`, decision: side });
    asks.push({ user: u, pick: 'won', decision: u % 3 ? side : 'bet' });
    if (u % 4 === 0) asks.push({ user: u, pick: `open${u % 3}`, decision: other }); // a repeat, the other side
    if (u % 5 === 0) asks.push({ user: u, pick: 'won', decision: side }); // a repeat of a settled decision
    if (u % 6 === 0) asks.push({ user: u, pick: 'nope', decision: side }); // unknown pick
    if (u % 7 === 0) asks.push({ user: u, pick: 'started', decision: side }); // game started
    if (u % 9 === 0) asks.push({ user: u, pick: 'open1', decision: 'maybe' }); // bad side
    if (u % 8 === 3) asks.push({ user: u, pick: 'pushed', decision: other }, { user: u, pick: 'lost', decision: side }); // limited users: over their limit
  }
  // Interleaved across users, as requests arrive: the k-th request of every user, then the (k+1)-th.
  const byUser = new Map<number, Ask[]>();
  for (const a of asks) byUser.set(a.user, [...(byUser.get(a.user) ?? []), a]);
  const out: Ask[] = [];
  for (let k = 0; out.length < asks.length; k++) for (const list of byUser.values()) if (list[k]) out.push(list[k]!);
  return out;
}

/** Users with a play plan: a daily limit of 2 decisions (those with u % 8 === 3 ask for 4), a stake of 2 for every other one. */
const planOf = (u: number) => (u % 4 === 3 ? { limits: [{ name: 'decisions_day', value: 2 }], ...(u % 8 === 7 ? { stakeUnits: 2 } : {}) } : null);

type Answer = { ok: unknown } | { error: { code: string; kind: string; message: string; details?: unknown } };

describe('group commit', () => {
  test('"decides arriving together go in one statement": many users at once (repeats, unknown and started picks, bad sides, limits) get exactly the answers, rows, stats and BetCard events of deciding one by one', async () => {
    const published = {
      open0: await d.publishPick(),
      open1: await d.publishPick({ league: 'NHL', odds: 130 }),
      open2: await d.publishPick({ league: 'MLB', odds: -150 }),
      won: await d.publishPick({ league: 'NHL', odds: 120 }),
      lost: await d.publishPick(),
      pushed: await d.publishPick({ league: 'MLB' }),
      started: await d.publishPick({ gameTime: new Date(d.clock.now().getTime() - 60_000).toISOString() }),
    };
    await d.grade(published.won.pickId, 'won', 120);
    await d.grade(published.lost.pickId, 'lost');
    await d.grade(published.pushed.pickId, 'push');
    const pickId = (name: string) => (name in published ? published[name as keyof typeof published].pickId : `nba-${name}-${randomUUID().slice(0, 8)}`);
    const unknown = pickId('nope');

    // The service's own handler, over its real pool: calls made in one turn reach the batcher in call order.
    const pool = d.sut.pool;
    const statements: number[] = [];
    const repo = createDecisionsRepo(pool);
    const handlers = createDecisionsHandlers({
      repo: { ...repo, decideMany: (items, ...rest) => (statements.push(items.length), repo.decideMany(items, ...rest)) },
      keeper: d.handle.leaderboard,
      now: d.clock.now,
      logger: createLogger({ name: 'group-commit-test', level: 'silent' }),
      wakeRelay: () => {},
      guarded: createGuardedDecide(pool),
      plans: createPlanService({ pool, now: d.clock.now, logger: createLogger({ name: 'group-commit-test', level: 'silent' }) }),
    });

    const asks = requests();
    const together = Array.from({ length: USERS }, () => randomUUID());
    const alone = Array.from({ length: USERS }, () => randomUUID());
    for (const users of [together, alone]) {
      for (let u = 0; u < USERS; u++) {
        const plan = planOf(u);
        if (plan) await d.sut.client.UpdatePlan({ userId: users[u]!, ...plan }, { userId: users[u]! });
      }
    }
    const decide = (users: string[], a: Ask): Promise<Answer> =>
      handlers
        .Decide!({ userId: users[a.user]!, pickId: a.pick === 'nope' ? unknown : pickId(a.pick), decision: a.decision, now: '' }, {} as CallContext)
        .then(
          (ok) => ({ ok }),
          (e: { code: string; kind: string; message: string; details?: unknown }) => ({ error: { code: e.code, kind: e.kind, message: e.message, details: e.details } }),
        );

    const batched = await Promise.all(asks.map((a) => decide(together, a)));
    const sharedStatements = statements.filter((n) => n > 1).length;
    const one: Answer[] = [];
    for (const a of asks) one.push(await decide(alone, a));

    // Decisions did share statements, or the comparison would prove nothing.
    expect(sharedStatements).toBeGreaterThan(0);
    expect(Math.max(...statements)).toBeGreaterThanOrEqual(USERS / 2);
    // Every kind of answer is in the set.
    const kinds = new Set(one.map((a) => ('ok' in a ? `ok:${(a.ok as { success: boolean }).success}` : a.error.code)));
    expect([...kinds].sort()).toEqual(['invalid_decision', 'limit_reached', 'ok:false', 'ok:true', 'pick_closed', 'pick_not_found']);
    // Each caller's answer is the one it got alone.
    expect(batched.map((a, i) => ({ ask: asks[i], answer: a }))).toEqual(one.map((a, i) => ({ ask: asks[i], answer: a })));

    // The rows each set left, users by index.
    const state = async (users: string[]) => {
      const index = new Map(users.map((u, i) => [u, i]));
      const decisions = await pool.query<{ user_id: string; pick_id: string; decision: string; outcome: string; stake: number }>(
        'SELECT user_id, pick_id, decision, outcome, stake_units::float8 AS stake FROM decisions WHERE user_id = ANY($1::uuid[]) ORDER BY pick_id',
        [users],
      );
      const stats = await pool.query<Record<string, unknown> & { user_id: string }>(
        `SELECT user_id, total_picks, ride_count, fade_count, win_count, loss_count, push_count, current_streak, longest_streak, last_result, recent_results, version
         FROM user_stats WHERE user_id = ANY($1::uuid[])`,
        [users],
      );
      const cards = (await d.statsEvents()).filter((e) => index.has(e.key));
      return {
        decisions: decisions.rows.map(({ user_id, ...r }) => ({ user: index.get(user_id), ...r })).sort((a, b) => a.user! - b.user! || a.pick_id.localeCompare(b.pick_id)),
        stats: stats.rows.map(({ user_id, ...r }) => ({ user: index.get(user_id), ...r })).sort((a, b) => a.user! - b.user!),
        // Each user's cards in the order written, without the id they are keyed by.
        cards: Array.from({ length: USERS }, (_, u) => cards.filter((e) => e.key === users[u]).map((e) => ({ ...(e.data as object), userId: u }))),
      };
    };
    const [got, want] = [await state(together), await state(alone)];
    // Each user made their first two (one open pick, the won pick); everything else was refused.
    expect(want.decisions).toHaveLength(USERS * 2);
    expect(got).toEqual(want);
  });
});
