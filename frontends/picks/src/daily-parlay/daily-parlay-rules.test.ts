import { decimal, fadeWords, legResultText, parlayBreakEven, parlayExpectedValue, parlayStatus, percent, signedPercent, valueWords } from './daily-parlay-rules';

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

test('"break-even and expected value": a +408 parlay needs 19.7%; at Gary\'s 17.8% it loses about 9.5% a unit, said plainly', () => {
  expect(percent(parlayBreakEven(408)!)).toBe('19.7%');
  const ev = parlayExpectedValue(0.1782, 5.08);
  expect(signedPercent(ev)).toBe('−9.5%');
  expect(valueWords(0.1782, 5.08, 408)).toBe('Gary gives it 17.8%, below the 19.7% it needs to break even: on average it loses 9.5% of each unit staked. A long shot for fun, not value.');
  expect(valueWords(0.25, 5.08, 408)).toMatch(/against the 19\.7% it needs to break even: worth \+27\.0%/);
});

test('"what fading a parlay pays": the parlay\'s price turned around with no vig, wins when any leg loses', () => {
  const words = fadeWords(408);
  expect(words).toContain('-408');
  expect(words).toContain('wins 0.25 units for each unit if any leg loses');
  expect(words).toMatch(/No sportsbook sells the other side/);
});
