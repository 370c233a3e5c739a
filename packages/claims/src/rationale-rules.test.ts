import { checkClaims, sentencesOf, type ClaimRules } from '@gary/claims';

const facts = {
  facts: [
    { id: 'team.home', text: 'New York Yankees' },
    { id: 'team.away', text: 'Boston Red Sox' },
    { id: 'starter.home', text: 'Gerrit Cole' },
  ],
};
const rules: ClaimRules = { binding: 'placeholder', bareNames: ['team.home', 'team.away'], people: ['starter.'], rawKeys: [], sentences: { min: 2, max: 4 } };
const check = (text: string, r: ClaimRules = rules) => checkClaims({ text, claims: [] }, facts, r);

test('"rationale: a paragraph of 2-4 sentences": fewer or more is refused', () => {
  expect(check('One sentence only.')).toEqual({ ok: false, failures: ['a rationale is 2-4 sentences (this one has 1)'] });
  expect(check('One. Two. Three. Four. Five.')).toEqual({ ok: false, failures: ['a rationale is 2-4 sentences (this one has 5)'] });
  expect(check('One. Two. Three. Four.')).toMatchObject({ ok: true, rationale: { text: 'One. Two. Three. Four.' } });
  expect(sentencesOf('Yankees -1.5 at +135. Ride it!')).toHaveLength(2);
});

test('"never mention missing data"', () => {
  expect(check('Stats are not available for this one. Ride the Yankees.')).toEqual({ ok: false, failures: ['the rationale mentions missing data'] });
});

test('"never invent pitcher names": a starter the facts do not name is refused', () => {
  expect(check('{{starter.home}} takes the mound tonight. Ride the Yankees.')).toMatchObject({ ok: true, rationale: { text: 'Gerrit Cole takes the mound tonight. Ride the Yankees.' } });
  expect(check('Max Fried takes the mound tonight. Ride the Yankees.')).toMatchObject({ ok: false, failures: [expect.stringMatching(/^unknown name "Max Fried"/)] });
  expect(check('Boston counters with lefty Chris Sale. Ride the Yankees.')).toMatchObject({ ok: false, failures: [expect.stringMatching(/^unknown name "Chris Sale"/)] });
  expect(check('Yankees ML. Max Fried takes the ball and cruises.')).toMatchObject({ ok: false });
  // Where a service binds by value, the starter the facts name may be written out; an invented one may not.
  const byValue: ClaimRules = { ...rules, binding: 'placeholder-or-value' };
  expect(check('Gerrit Cole takes the mound tonight. Ride the Yankees.', byValue)).toMatchObject({ ok: true, rationale: { checked: 1, claims: [{ fact: 'starter.home', text: 'Gerrit Cole', source: '' }] } });
  expect(check('Max Fried takes the mound tonight. Ride the Yankees.', byValue)).toMatchObject({ ok: false });
});
