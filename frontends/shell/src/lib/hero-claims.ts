// The home hero's claims, apart from the other pages' sentences so the first page's chunk carries
// only these four. how-gary-picks.ts owns every claim (it re-exports these) and its test checks them.
import type { EngineInputId } from '@gary/handicap/src/engine-description';

/** The engine's inputs, by the ids packages/handicap names them with (a type only: no engine code in the bundle). */
export type ClaimInput = EngineInputId;

export interface PickingClaim {
  text: string;
  /** Inputs the sentence says move the pick. */
  decides: readonly ClaimInput[];
  /** Inputs the sentence says only feed the written analysis. */
  writes: readonly ClaimInput[];
}

export const claim = (text: string, decides: readonly ClaimInput[], writes: readonly ClaimInput[] = []): PickingClaim => ({ text, decides, writes });

/** The home hero's tags: what moves the pick, nothing else. */
export const HERO_TAGS: readonly PickingClaim[] = [
  claim('Odds from many books', ['book-prices']),
  claim('Pinnacle’s no-vig line', ['sharp-no-vig']),
  claim('Team ratings', ['team-ratings']),
  claim('MLB starting pitchers', ['mlb-starters']),
];
