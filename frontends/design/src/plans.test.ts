import { planFeatures, PLAN_FEATURES } from './plans';

test('"Pricing lists player props under Free while the server locks them" no more: the Free column holds only what the gateway opens to Free', () => {
  const free = planFeatures('free').join(' | ');
  expect(free).not.toMatch(/prop/i);
  expect(free).not.toMatch(/every pick|parlay/i);
  expect(planFeatures('pro')).toContain('Player prop picks (beta)');
  expect(planFeatures('pro')).toContain('Parlay of the Day');
  // Nothing the product does not back: no discounts, no "early access".
  expect(PLAN_FEATURES.flatMap((f) => [f.free ?? '', f.pro ?? '']).join(' ')).not.toMatch(/discount|early access/i);
});

test('"Free column: What Gary Thinks on every game" no more: Free is told a locked game shows only the total (DECISIONS)', () => {
  const free = planFeatures('free').join(' | ');
  expect(free).not.toMatch(/What Gary Thinks on every game/);
  expect(free).toMatch(/What Gary Thinks: his call on every game's total; his side and reasoning only on the free pick's game and graded games/);
});
