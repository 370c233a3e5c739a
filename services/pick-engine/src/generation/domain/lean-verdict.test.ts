// The verdict says a lean is a lean and a value play is one, with the real reason in numbers that
// point the pick's way (never "the market thinks 52% and I've got it at 51%").
import { game } from '../../../test/domain-fixtures';
import { analysed } from '../../../test/facts-fixtures';
import { checkDraft } from '../../domain/claims';
import { verdictDraft } from './offline-writer';

// MLB: home -150 / away +130, run line home -1.5 +140 / away +1.5 -170. No bet has positive EV at weight 0.
const g = () => game({ league: 'MLB', home: 'New York Yankees', away: 'Boston Red Sox', ml: [-150, 130], spread: { homePoint: -1.5, prices: [140, -170] } });
const rendered = (a: ReturnType<typeof analysed>) => {
  const c = checkDraft({ text: `I'm on {{pick.bet}}. ${verdictDraft(a.f, a.s)}`, claims: [] }, a.s);
  if (!c.ok) throw new Error(c.failures.join('; '));
  return c.rationale.text;
};

test('a lean by the model says "a lean", no value at these prices, and the ratings\' chance of the team above the market\'s', () => {
  const a = analysed(g(), { version: 'v1', eloHome: 0.5, drift: null, weight: 0, leanByModel: true });
  expect(a.q).toMatchObject({ team: 'Boston Red Sox', type: 'spread', line: 1.5, label: 'lean' });
  expect(rendered(a)).toMatch(/(a lean, not a value play|no value at these prices, so this is a lean).*Boston Red Sox (at )?50% to win.*(market only|market at) 42%/);
});

test('a lean by price says so and never quotes ratings that argue against the pick', () => {
  const a = analysed(g(), { version: 'v1', eloHome: 0.5, drift: null, weight: 0 });
  expect(a.f.leanBy).toBe('price');
  const text = rendered(a);
  expect(text).toMatch(/a lean/);
  expect(text).toMatch(/58%/);
  expect(text).not.toMatch(/50%/);
});

test('a value play gives Gary\'s number above the price\'s break-even, and the market only when it is lower', () => {
  const a = analysed(g(), { version: 'v1', eloHome: 0.7, drift: null, weight: 1, leanByModel: true });
  const text = rendered(a);
  expect(text).toMatch(/value play/i);
  expect(text).toContain('53%');
  expect(text).toContain('41.7%'); // +140 breaks even at 41.7%
  expect(text).toContain('the market only 40%');
});

test('every verdict wording says "Value play" or "a lean" in so many words', () => {
  const value = analysed(g(), { version: 'v1', eloHome: 0.7, drift: null, weight: 1, leanByModel: true });
  const lean = analysed(g(), { version: 'v1', eloHome: 0.5, drift: null, weight: 0 });
  const taken = new Set<string>();
  for (let seed = 0; seed < 40; seed++) {
    expect(verdictDraft(value.f, value.s, seed, taken)).toMatch(/Value play/);
    expect(verdictDraft(lean.f, lean.s, seed, taken)).toMatch(/a lean/);
  }
});

test('"a Lean says what it is": a value play by Gary\'s numbers whose price does not beat the fair line enough is still called a Lean, and a Bet is not', () => {
  const a = analysed(g(), { version: 'v1', eloHome: 0.7, drift: null, weight: 1, leanByModel: true });
  expect(a.q.label).toBe('value');
  const lean = rendered({ ...a, f: { ...a.f, bet: false } });
  expect(lean).toMatch(/Value play by my numbers, still a lean on the card/);
  expect(lean).toMatch(/doesn't beat the fair line by enough to call it a bet/);
  const bet = rendered({ ...a, f: { ...a.f, bet: true } });
  expect(bet).toMatch(/Value play/);
  expect(bet).not.toMatch(/lean/i);
});
