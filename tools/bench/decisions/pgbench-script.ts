// The pgbench side of the decide benchmark: DECIDE_SQL itself, the service's statement, with its
// parameters filled by pgbench variables, so pgbench runs exactly what the service runs.
import { DECIDE_SQL } from '@gary/decisions';
import { benchUserSql } from './bench-ids';
import { type Fill, fillPlaceholders } from './sql-placeholders';

/** The open picks the benchmark decides on. */
export const PICKS = Array.from({ length: 20 }, (_, i) => `bench-pick-${i}`);

/**
 * DECIDE_SQL's parameters as pgbench variables: one decision per transaction, a random new user on
 * a random open pick, on the unguarded path (the bench users have no play plan), as the service
 * passes them. Each fill says its type; building the script checks it against the cast DECIDE_SQL
 * writes on that placeholder, so a parameter added to or retyped in the statement stops the script.
 */
export function pgbenchFills(buckets: { today: string; week: string; month: string }): Record<number, Fill> {
  return {
    1: { type: 'uuid[]', sql: `ARRAY[${benchUserSql('e0000000', ':u')}]` },
    2: { type: 'text[]', sql: `ARRAY['bench-pick-' || :p::text]` },
    3: { type: 'text[]', sql: `ARRAY[CASE WHEN :d::int = 0 THEN 'fade' ELSE 'ride' END]` },
    4: { type: 'timestamptz', sql: 'now()' },
    5: { type: 'date', sql: `'${buckets.today}'` },
    6: { type: 'date', sql: `'${buckets.week}'` },
    7: { type: 'date', sql: `'${buckets.month}'` },
    8: { type: 'boolean', sql: 'false' },
  };
}

export function pgbenchScript(buckets: { today: string; week: string; month: string }, statement = DECIDE_SQL): string {
  const sql = fillPlaceholders(statement, pgbenchFills(buckets), 'the pgbench script of DECIDE_SQL');
  return ['\\set u random(1, 1000000000)', `\\set p random(0, ${PICKS.length - 1})`, '\\set d random(0, 2)', `${sql.trim()};`, ''].join('\n');
}
