// The one statement the settlement benchmark measures the service against is built from the
// service's own SETTLE_SQL: every placeholder filled with a value of the type the statement casts
// it to, and none left over, so the two cannot drift apart.
import { SETTLE_SQL } from '@gary/decisions';
import { slateSettleFills, slateSettleSql } from '../decisions/settle-bench';
import { placeholdersOf } from '../decisions/sql-placeholders';

const slate = ['slate-0', "o'brien-1"];
const units = { pickIds: ['slate-0', "o'brien-1"], ride: [0.91, null], fade: [-1, null], ridingAll: [0.91, null] };

describe('the slate statement of SETTLE_SQL', () => {
  it('fills every parameter of the service statement with a value of the type the statement casts it to', () => {
    const wanted = placeholdersOf(SETTLE_SQL);
    const fills = slateSettleFills(slate, units);
    expect([...wanted.keys()].sort((a, b) => a - b)).toEqual(Object.keys(fills).map(Number));
    for (const [n, casts] of wanted) expect({ n, casts: [...casts] }).toEqual({ n, casts: [fills[n]!.type] });
    const sql = slateSettleSql(slate, units);
    expect(sql).not.toMatch(/\$\d/);
    expect(sql).toContain(`(ARRAY['slate-0', 'o''brien-1']::text[])::text[]`);
    expect(sql).toContain('(ARRAY[0.91, NULL]::float8[])::float8[]');
  });

  it('is refused when the service statement gains a parameter the benchmark does not fill', () => {
    const grown = SETTLE_SQL.replace("d.outcome = 'pending'", "d.outcome = 'pending' AND $8::int > 0");
    expect(() => slateSettleSql(slate, units, grown)).toThrow('$8 (int) has no fill');
  });

  it('is refused when the service statement changes the type of a parameter', () => {
    const retyped = SETTLE_SQL.replaceAll('$1::text[]', '$1::text');
    expect(() => slateSettleSql(slate, units, retyped)).toThrow('$1 is cast to text, the fill is text[]');
  });
});
