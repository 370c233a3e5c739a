import { game } from '../../../test/domain-fixtures';
import { choosePick, type QuantPick } from './quant-core';
import { checkModelPick, endsWithOdds, parseConfidence, passesStorageFilter, spreadFollowsMoneyline, withOdds } from './pick-validation';

const data = (): QuantPick => {
  const r = choosePick(game({ ml: [-200, 170] }));
  if (!r.ok) throw new Error(r.reason);
  return r.pick;
};

test('"Must include pick, type and confidence; missing ones give warning Missing fields: ..."', () => {
  expect(checkModelPick({ rationale: 'x' }, data()).warnings).toContain('Missing fields: pick, type, confidence');
  expect(checkModelPick({ pick: 'Boston Celtics ML -200', confidence: 0.6 }, data()).warnings).toContain('Missing fields: type');
});

test('"Confidence below 0.5 gives warning Low confidence: {value}"', () => {
  expect(checkModelPick({ pick: 'Celtics ML -200', type: 'moneyline', confidence: 0.42 }, data()).warnings).toEqual(['Low confidence: 0.42']);
  expect(checkModelPick({ pick: 'Celtics ML -200', type: 'moneyline', confidence: 'abc' }, data()).warnings).toEqual(['Low confidence: abc']);
});

test('the data decides: a model pick on the other team, another type or a total is overruled', () => {
  const d = data();
  expect(checkModelPick({ pick: 'Boston Celtics ML -200', type: 'moneyline', confidence: 0.66 }, d)).toMatchObject({ agrees: true, warnings: [] });
  expect(checkModelPick({ pick: 'New York Knicks ML +170', type: 'moneyline', confidence: 0.6 }, d).agrees).toBe(false);
  expect(checkModelPick({ pick: 'Celtics -4.5 -110', type: 'spread', confidence: 0.6 }, d).agrees).toBe(false);
  const total = checkModelPick({ pick: 'Over 220.5 -110', type: 'total', confidence: 0.6 }, d);
  expect(total.agrees).toBe(false);
  expect(total.warnings[0]).toMatch(/^Only spread or moneyline/);
});

test('"if spread and moneyline picks differ, the spread is overwritten to match the moneyline"', () => {
  expect(spreadFollowsMoneyline({ spread: 'away', moneyline: 'home' })).toEqual({ spread: 'home', moneyline: 'home' });
  expect(spreadFollowsMoneyline({ spread: 'home', moneyline: 'home' })).toEqual({ spread: 'home', moneyline: 'home' });
});

test('"Pick text must always include odds" with the default odds when none', () => {
  expect(withOdds('Yankees -1.5', null, 'spread', true)).toBe('Yankees -1.5 -110');
  expect(withOdds('Yankees ML', null, 'moneyline', true)).toBe('Yankees ML -150');
  expect(withOdds('Yankees ML', null, 'moneyline', false)).toBe('Yankees ML +130');
  expect(withOdds('Yankees ML', 135, 'moneyline', false)).toBe('Yankees ML +135');
  expect(endsWithOdds('Yankees -1.5')).toBe(false);
  expect(endsWithOdds('Yankees -1.5 +135')).toBe(true);
});

test('"MLB picks need confidence >= 0.51 (string confidences parsed; non-numeric counts as 0); NBA and NHL are not filtered"', () => {
  expect(passesStorageFilter({ league: 'MLB', confidence: 0.51 })).toBe(true);
  expect(passesStorageFilter({ league: 'MLB', confidence: 0.505 })).toBe(false);
  expect(passesStorageFilter({ league: 'MLB', confidence: '0.6' })).toBe(true);
  expect(passesStorageFilter({ league: 'MLB', confidence: 'high' })).toBe(false);
  expect(passesStorageFilter({ league: 'NBA', confidence: 0.3 })).toBe(true);
  expect(parseConfidence('62%')).toBe(0.62);
});
