// The pgbench script of the decide benchmark is built from the service's own DECIDE_SQL: every
// placeholder filled with a value of the type the statement casts it to, and none left over.
import { DECIDE_SQL } from '@gary/decisions';
import { pgbenchFills, pgbenchScript } from '../decisions/pgbench-script';
import { fillPlaceholders, placeholdersOf } from '../decisions/sql-placeholders';

const buckets = { today: '2026-11-27', week: '2026-11-23', month: '2026-11-01' };

describe('the pgbench script of DECIDE_SQL', () => {
  it('fills every parameter of the service statement with a value of the type the statement casts it to', () => {
    const wanted = placeholdersOf(DECIDE_SQL);
    const fills = pgbenchFills(buckets);
    expect([...wanted.keys()].sort((a, b) => a - b)).toEqual(Object.keys(fills).map(Number));
    for (const [n, casts] of wanted) expect({ n, casts: [...casts] }).toEqual({ n, casts: [fills[n]!.type] });
    const script = pgbenchScript(buckets);
    expect(script).not.toMatch(/\$\d/);
    expect(script).toContain('(false)::boolean');
  });

  it('is refused when the service statement gains a parameter the script does not fill', () => {
    const grown = DECIDE_SQL.replace('FROM input i JOIN pick p', 'FROM input i JOIN pick p ON $9::int > 0 JOIN pick p2');
    expect(() => pgbenchScript(buckets, grown)).toThrow('$9 (int) has no fill');
  });

  it('is refused when the service statement changes the type of a parameter', () => {
    const retyped = DECIDE_SQL.replaceAll('$8::boolean', '$8::text[]');
    expect(() => pgbenchScript(buckets, retyped)).toThrow('$8 is cast to text[], the fill is boolean');
  });
});

describe('placeholdersOf', () => {
  it('reads each placeholder with every cast written on it', () => {
    const found = placeholdersOf(`SELECT $1::uuid[], $2, $3::timestamptz + interval '1 day', $3::date, '$[0 to 9]', $10::text`);
    expect(Object.fromEntries([...found].map(([n, c]) => [n, [...c]]))).toEqual({ 1: ['uuid[]'], 2: [], 3: ['timestamptz', 'date'], 10: ['text'] });
  });

  it('refuses a fill for a parameter the statement does not have', () => {
    expect(() => fillPlaceholders('SELECT $1::int', { 1: { type: 'int', sql: '1' }, 2: { type: 'int', sql: '2' } }, 'q')).toThrow('$2 is filled but the statement has no such parameter');
  });
});
