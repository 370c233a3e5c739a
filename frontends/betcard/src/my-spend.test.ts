import { spendLine } from './my-spend';

test('"My Spend: net units, and money with a unit size"', () => {
  const b = { start: '2026-11-16', netUnits: -1.5, stakedUnits: 3, decisions: 3, settled: 2 };
  expect(spendLine(b, null)).toBe('−1.50 units');
  expect(spendLine(b, 20)).toBe('−1.50 units (−$30.00)');
  expect(spendLine({ ...b, netUnits: 2 }, 10)).toBe('+2.00 units (+$20.00)');
});
