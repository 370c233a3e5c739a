import { checkRationale, inventedPitcher, sentencesOf } from './rationale-check';

const known = ['New York Yankees', 'Boston Red Sox', 'Gerrit Cole'];

test('"rationale: a paragraph of 2-4 sentences": fewer is refused, more is cut to four', () => {
  expect(checkRationale('One sentence only.', known)).toEqual({ ok: false, reason: 'a rationale is 2-4 sentences' });
  const five = 'One. Two. Three. Four. Five.';
  expect(checkRationale(five, known)).toEqual({ ok: true, text: 'One. Two. Three. Four.' });
  expect(sentencesOf('Yankees -1.5 at +135. Ride it!')).toHaveLength(2);
});

test('"never mention missing data"', () => {
  expect(checkRationale('Stats are not available for this one. Ride the Yankees.', known)).toMatchObject({ ok: false });
});

test('"never invent pitcher names": a starter the facts do not name is refused', () => {
  expect(inventedPitcher('Gerrit Cole takes the mound tonight.', known)).toBeNull();
  expect(inventedPitcher('Max Fried takes the mound tonight.', known)).toBe('Max Fried');
  expect(inventedPitcher('Boston counters with lefty Chris Sale.', known)).toBe('Chris Sale');
  expect(checkRationale('Yankees ML. Max Fried takes the ball and cruises.', known)).toMatchObject({ ok: false });
});
