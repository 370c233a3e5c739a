// What the engine reads and how it decides, said once, for every page that describes how Gary
// picks. The marketing copy is checked against this (frontends/shell copy test), and this is
// checked against the code's constants (engine-description.test.ts), so a claim about how Gary
// picks cannot outlive the code that keeps it.
import { KELLY_FRACTION, MAX_STAKE_UNITS, type FairSource } from './bet-or-lean';
import { MIN_PICK_PROBABILITY } from './pick';

export type EngineInputId =
  | 'book-prices'
  | 'no-vig-consensus'
  | 'sharp-no-vig'
  | 'team-ratings'
  | 'mlb-starters'
  | 'line-movement'
  | 'injuries'
  | 'form-and-records';

/** 'pick': the input moves the side, probability or Bet/Lean; 'writing': it only feeds the written analysis. */
export type EngineInputRole = 'pick' | 'writing';

export interface EngineInput {
  id: EngineInputId;
  label: string;
  role: EngineInputRole;
  /** Leagues it applies to; null: every league. */
  leagues: readonly string[] | null;
}

export const ENGINE_INPUTS: readonly EngineInput[] = [
  { id: 'book-prices', label: 'Prices from many sportsbooks', role: 'pick', leagues: null },
  { id: 'no-vig-consensus', label: 'The books’ consensus no-vig probability', role: 'pick', leagues: null },
  { id: 'sharp-no-vig', label: 'Pinnacle’s no-vig line, the fair line a Bet is measured against', role: 'pick', leagues: null },
  { id: 'team-ratings', label: 'Team ratings learned on past seasons', role: 'pick', leagues: null },
  { id: 'mlb-starters', label: 'MLB starting pitchers', role: 'pick', leagues: ['MLB'] },
  // The observed move since the open is described in the analysis; the model's expected drift is
  // fitted from ratings, not read from today's move.
  { id: 'line-movement', label: 'How the line moved since it opened', role: 'writing', leagues: null },
  // Measured by the backtest: form, records and injuries made the probabilities worse, so they
  // stay in the written analysis ("what would change his mind") and never move the number.
  { id: 'injuries', label: 'Injury reports', role: 'writing', leagues: null },
  { id: 'form-and-records', label: 'Records and recent form', role: 'writing', leagues: null },
];

export const ENGINE_RULES = {
  /** Gary only takes a side he makes at least this likely to win: most picks are favourites. */
  minPickProbability: MIN_PICK_PROBABILITY,
  markets: ['moneyline', 'spread'] as const,
  kellyFraction: KELLY_FRACTION,
  maxStakeUnits: MAX_STAKE_UNITS,
  /** Where the fair line a Bet is measured against comes from, in order. */
  fairSources: ['sharp', 'consensus'] as const satisfies readonly FairSource[],
} as const;

export const inputsThatMoveThePick = (): EngineInput[] => ENGINE_INPUTS.filter((i) => i.role === 'pick');
export const inputsForWritingOnly = (): EngineInput[] => ENGINE_INPUTS.filter((i) => i.role === 'writing');
