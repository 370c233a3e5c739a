import { changeText, correctedWhen, resultWord } from './corrections-rules';

test('a correction says the old and the new result, with the final scores when there are any', () => {
  expect(changeText({ oldResult: 'won', newResult: 'lost', oldFinalScore: '110-90', newFinalScore: '90-110' })).toBe('Won (110-90) → Lost (90-110)');
  expect(changeText({ oldResult: null, newResult: 'void', oldFinalScore: null, newFinalScore: null })).toBe('Not graded → Void');
  expect(resultWord('push')).toBe('Push');
});

test('times are shown in US Eastern', () => {
  expect(correctedWhen('2026-11-25T03:05:00Z')).toBe('Nov 24, 10:05 PM ET');
  expect(correctedWhen('nope')).toBe('—');
});
