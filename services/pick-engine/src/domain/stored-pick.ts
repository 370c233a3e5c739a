// A pick as stored and served: the published fields, its closing line, and its grade when known.
import type { FactsSnapshot } from './facts-snapshot';
import type { FadeBet } from './fade';
import type { PickClass } from '@gary/handicap';
import type { FairSource } from './fair-line';
import type { League } from './game-input';
import type { StartersInput } from './starters';

export interface StoredPick {
  pickId: string;
  /** The Eastern date of the run that published the pick. */
  date: string;
  /** The Eastern day of the pick's game: the card it stands on, whatever run made it (picks.card_date). */
  cardDate: string;
  idx: number;
  league: League;
  eventId: string;
  homeTeam: string;
  awayTeam: string;
  game: string;
  time: string;
  gameTime: string;
  pickText: string;
  odds: number;
  type: 'spread' | 'moneyline';
  side: 'home' | 'away';
  line: number;
  confidence: number;
  rationale: string;
  trapAlert: boolean;
  revenge: boolean;
  superstition: boolean;
  momentum: number;
  noVigProbability: number;
  /** The rating model's probability of the bet and the ratings version that gave it (null before the model). */
  modelProbability: number | null;
  modelVersion: string | null;
  /** Positive expected value at the price ('value') or not ('lean'); null before the model. */
  label: 'value' | 'lean' | null;
  ev: number;
  bookmaker: string;
  simulated: boolean;
  writer: 'openai' | 'offline';
  /** SHA-256 (hex) of the JCS canonical JSON of the facts snapshot the rationale was written from; null before the facts were kept. */
  factsSha256: string | null;
  /** Claims in the rationale bound to facts, and how many passed the check (null before the check). */
  claimsChecked: number | null;
  claimsTotal: number | null;
  /** The facts the published words bind: what each is, its value as shown, its source. */
  claims: { fact: string; label: string; text: string; source: string }[] | null;
  /** The facts snapshot itself (what the analysis side reads); null before facts were kept, absent when not loaded. */
  factsSnapshot?: FactsSnapshot | null;
  publishedAt: string;
  closingOdds: number | null;
  closingLine: number | null;
  closingNoVig: number | null;
  result: 'won' | 'lost' | 'push' | 'void' | null;
  /** Its latest correction voided it (a scratched game, an admin void, a duplicate): its event may be picked again. */
  voided?: boolean;
  /** It is its card's free pick (chosen once, when the card was first published). */
  free?: boolean;
  finalScore: string | null;
  /** The other side at the best opposite price at publish time (Fade Gary); null or absent when none. */
  fade?: FadeBet | null;
  /** Where the fair probability came from (Pinnacle's no-vig line or the consensus), and its value; absent on older picks. */
  fairSource?: FairSource | null;
  fairProbability?: number | null;
  /** Bet (a featured book's price beats the fair line by the learned threshold) or Lean; absent on older picks. */
  classification?: PickClass | null;
  /** Expected profit per unit at the price against the fair probability; null without a book price. */
  evAtFair?: number | null;
  /** Suggested stake in units (Bets only: fractional Kelly, at most 1). */
  stake?: number | null;
  /** The worst price at which the pick is a Bet: a Lean's price to become one. */
  betPrice?: number | null;
  /** MLB: the starters the pick assumed at publishing; absent elsewhere. */
  starters?: StartersInput | null;
}

export interface PickAudit {
  pickId: string;
  writer: 'openai' | 'offline';
  extractionMethod: string | null;
  warnings: string[];
  rawOutput: string | null;
  promptTokens: number;
  completionTokens: number;
  llmCalls: number;
}
