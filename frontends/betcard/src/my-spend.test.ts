import { fromFirstDecision, spendLine } from './my-spend';

test('"My Spend: net units, and money with a unit size"', () => {
  const b = { start: '2026-11-16', netUnits: -1.5, stakedUnits: 3, decisions: 3, settled: 2 };
  expect(spendLine(b, null)).toBe('−1.50 units');
  expect(spendLine(b, 20)).toBe('−1.50 units (−$30.00)');
  expect(spendLine({ ...b, netUnits: 2 }, 10)).toBe('+2.00 units (+$20.00)');
});

test('"My Spend lists empty weeks from before the account existed" no more: the periods start at the first decision', () => {
  const empty = (start: string) => ({ start, netUnits: 0, stakedUnits: 0, decisions: 0, settled: 0 });
  const used = { start: '2026-11-16', netUnits: 1, stakedUnits: 1, decisions: 1, settled: 1 };
  expect(fromFirstDecision([empty('2026-11-02'), empty('2026-11-09'), used, empty('2026-11-23')]).map((b) => b.start)).toEqual(['2026-11-16', '2026-11-23']);
  expect(fromFirstDecision([empty('2026-11-02')])).toEqual([]);
});
