// Every sentence the marketing pages say about how Gary picks, with the engine inputs it names.
// how-gary-picks.test.ts checks each claim against the engine's own description
// (packages/handicap engine-description.ts): a claim that an input moves the pick must name an
// input the engine decides with, an input named as analysis only must be one it only writes about,
// and no page may name a factor the engine does not read at all (rest, travel).
import { claim, HERO_TAGS, type PickingClaim } from './hero-claims';

export { HERO_TAGS, type ClaimInput, type PickingClaim } from './hero-claims';

export const BET_WORDS = claim(
  'A Bet is a pick whose best available price beats the fair line (Pinnacle’s no-vig line, or the books’ consensus where Pinnacle has none) by at least the threshold learned from past seasons; it carries a suggested stake. A Lean is the side Gary rates more likely when no price beats the fair line by enough: no stake.',
  ['book-prices', 'sharp-no-vig', 'no-vig-consensus'],
);

export const HOW_IT_WORKS_STEPS: readonly { title: string; claim: PickingClaim }[] = [
  {
    title: 'Data Analysis',
    claim: claim(
      'Every morning Gary pulls the day’s slate and prices from many sportsbooks, turns them into no-vig probabilities, and moves them toward his team ratings (and, in MLB, the starting pitchers) by a weight learned on past seasons. Injuries, form and the line’s move go into his written analysis; they do not move his number.',
      ['book-prices', 'no-vig-consensus', 'team-ratings', 'mlb-starters'],
      ['injuries', 'form-and-records', 'line-movement'],
    ),
  },
  {
    title: 'Premium Pick Generation',
    claim: claim(
      'At 10am ET he takes the side he makes 50% or more likely whose price beats its implied chance by the most, so most picks are favourites. Then he says whether it is a Bet or a Lean. ' + BET_WORDS.text,
      ['book-prices', 'sharp-no-vig', 'no-vig-consensus', 'team-ratings'],
    ),
  },
];

export const LEARN_MORE_LAYERS: readonly { name: string; claim: PickingClaim }[] = [
  { name: 'Odds & ratings', claim: claim('Prices from many books turned into fair, no-vig probabilities, Pinnacle’s line as the fair one, team ratings learned on past seasons and, in MLB, the starting pitchers.', ['book-prices', 'no-vig-consensus', 'sharp-no-vig', 'team-ratings', 'mlb-starters']) },
  { name: 'Storylines', claim: claim('Injuries, form and how the line has moved since it opened: written into the analysis, never moving the number.', [], ['injuries', 'form-and-records', 'line-movement']) },
  { name: 'Bet or Lean', claim: claim('Gary picks the side he makes 50% or more likely, then calls it a Bet only when a price beats the fair line by enough, and writes down why in plain words.', ['book-prices', 'sharp-no-vig']) },
];

export const GARY_PRICE_QUOTE = claim('I take the side I make 50% or better. Most days that’s a favourite; I only call it a Bet when the price beats the fair line.', ['book-prices', 'sharp-no-vig']);

export const PRICING_HOW_PICKS_ARE_MADE = claim(
  'Gary turns prices from many sportsbooks into fair, no-vig probabilities, moves them toward his team ratings (and MLB starting pitchers), and calls a pick a Bet only when a price beats Pinnacle’s fair line by enough. Injuries and form go into his written reasoning. Every pick is graded in public.',
  ['book-prices', 'no-vig-consensus', 'team-ratings', 'mlb-starters', 'sharp-no-vig'],
  ['injuries', 'form-and-records'],
);

/** Every claim above, for the copy test. */
export const ALL_PICKING_CLAIMS: readonly PickingClaim[] = [
  ...HERO_TAGS,
  BET_WORDS,
  ...HOW_IT_WORKS_STEPS.map((s) => s.claim),
  ...LEARN_MORE_LAYERS.map((l) => l.claim),
  GARY_PRICE_QUOTE,
  PRICING_HOW_PICKS_ARE_MADE,
];
