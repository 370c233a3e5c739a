import { nextStreak, settleDecision, type Decision, type DecisionOutcome, type GameOutcome } from '@gary/betting';
import { createPool, type Pool } from '@gary/platform';
import { nextStreakSql, outcomeSql } from '../src/adapters/sql-rules';

// The set-based statements carry the rules of @gary/betting as SQL; these hold them to it.
let pool: Pool;
beforeAll(() => {
  pool = createPool({ url: process.env.DATABASE_URL!, schema: 'public', max: 1 });
});
afterAll(async () => {
  await pool.end();
});

describe('SQL mirrors of the betting rules', () => {
  it.each([
    ['ride', 'won'],
    ['ride', 'lost'],
    ['ride', 'push'],
    ['fade', 'won'],
    ['fade', 'lost'],
    ['fade', 'push'],
  ] as [Decision, GameOutcome][])('ride wins when the pick won; fade wins when it lost; push is push (%s on %s)', async (decision, result) => {
    const { rows } = await pool.query(`SELECT ${outcomeSql('$1::text', '$2::text')} AS o`, [decision, result]);
    const want = settleDecision(decision, result);
    expect(want.ok && rows[0].o).toBe(want.ok && want.value);
  });

  it('an ungraded pick leaves the decision pending', async () => {
    const { rows } = await pool.query(`SELECT ${outcomeSql(`'ride'`, 'NULL::text')} AS o`);
    expect(rows[0].o).toBe('pending');
  });

  it('correct: max(0, s) + 1; wrong: min(0, s) - 1; push: s, for streaks -5..5', async () => {
    for (const outcome of ['win', 'loss', 'push'] as DecisionOutcome[]) {
      for (let s = -5; s <= 5; s++) {
        const { rows } = await pool.query(`SELECT ${nextStreakSql('$1::int', '$2::text')} AS s`, [s, outcome]);
        const want = nextStreak(s, outcome);
        expect([s, outcome, rows[0].s]).toEqual([s, outcome, want.ok ? want.value : NaN]);
      }
    }
  });
});
