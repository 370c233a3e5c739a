import { decimal, legResultText, parlayStatus, percent } from './daily-parlay-rules';

test('"probability = product of the legs\' probabilities" shown to one place; decimal price to two', () => {
  expect(percent(0.64 * 0.6 * 0.58)).toBe('22.3%');
  expect(decimal(7)).toBe('7.00');
  expect(decimal(11 / 3)).toBe('3.67');
});

test('the parlay\'s status words: graded with units, started, open', () => {
  expect(parlayStatus({ status: 'graded', result: 'won', units: 6 })).toBe('Won (+6.00u)');
  expect(parlayStatus({ status: 'graded', result: 'lost', units: -1 })).toBe('Lost (−1.00u)');
  expect(parlayStatus({ status: 'graded', result: 'push', units: 0 })).toBe('Push (0.00u)');
  expect(parlayStatus({ status: 'started', result: null, units: null })).toMatch(/closed/);
  expect(parlayStatus({ status: 'open', result: null, units: null })).toMatch(/^Open/);
});

test('"a push leg drops out, a void/scratched leg drops out likewise": said on the leg', () => {
  expect([legResultText('push'), legResultText('void'), legResultText(null)]).toEqual(['Push: drops out', 'Scratched: drops out', 'To play']);
});
