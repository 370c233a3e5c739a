// The rationale says a lean is a lean and why: the ratings' number against the market's, "no value at these prices".
import { game } from '../../test/domain-fixtures';
import { writeOfflineRationale } from './offline-writer';
import { pickFacts, verdictSentence } from './pick-facts';
import { choosePick } from './quant-core';

// MLB: home -150 / away +130, run line home -1.5 +140 / away +1.5 -170. No bet has positive EV at weight 0.
const g = () => game({ league: 'MLB', home: 'New York Yankees', away: 'Boston Red Sox', ml: [-150, 130], spread: { homePoint: -1.5, prices: [140, -170] } });

test('a lean by the model says "a lean", "no value at these prices" and the ratings\' chance of the team against the market\'s', () => {
  const r = choosePick(g(), { version: 'v1', eloHome: 0.5, drift: null, weight: 0, leanByModel: true });
  if (!r.ok) throw new Error(r.reason);
  expect(r.pick).toMatchObject({ team: 'Boston Red Sox', type: 'spread', line: 1.5, label: 'lean' });
  const f = pickFacts(g(), r.pick);
  expect(f).toMatchObject({ leanBy: 'model', ratingsWinPct: 50, marketWinPct: 42 });
  const v = verdictSentence(f);
  expect(v).toMatch(/^Call it a lean, not a value play: I make it \d+% and there's no value at these prices, but my ratings give Boston Red Sox 50% to win against the market's 42%, so I lean their way with Boston Red Sox \+1\.5 at -170\.$/);
  expect(writeOfflineRationale(f, '2026-04-01')).toContain(v);
});

test('a lean by price says "no value at these prices" and that the bet gives the least away to the juice, with both numbers', () => {
  const r = choosePick(g(), { version: 'v1', eloHome: 0.5, drift: null, weight: 0 });
  if (!r.ok) throw new Error(r.reason);
  const f = pickFacts(g(), r.pick);
  expect(f.leanBy).toBe('price');
  expect(verdictSentence(f)).toMatch(/^Call it a lean, not a value play: I make it 58% and there's no value at these prices; my ratings give New York Yankees 50% to win, the market 58%, and New York Yankees on the money line at -150 gives the least away to the juice\.$/);
});

test('a value play keeps its verdict', () => {
  const r = choosePick(g(), { version: 'v1', eloHome: 0.7, drift: null, weight: 1, leanByModel: true });
  if (!r.ok) throw new Error(r.reason);
  expect(verdictSentence(pickFacts(g(), r.pick))).toMatch(/^Value play: I make it 53%, my ratings 53%, the market 40%, and at \+140/);
});
