import { planFeatures, PLAN_FEATURES } from './site-config';

test('"Pricing lists player props under Free while the server locks them" no more: the Free column holds only what the gateway opens to Free', () => {
  const free = planFeatures('free').join(' | ');
  expect(free).not.toMatch(/prop/i);
  expect(free).not.toMatch(/every pick/i);
  expect(planFeatures('pro')).toContain('Player prop picks (beta)');
  // Nothing the product does not back: no discounts, no "early access".
  expect(PLAN_FEATURES.map((f) => f.feature).join(' ')).not.toMatch(/discount|early access/i);
});
