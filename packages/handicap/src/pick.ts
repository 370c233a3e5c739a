// The one pick function: what the live engine publishes and what the backtest measures. Gary's
// probability is the market's no-vig probability moved toward the model's on the logit scale by
// the learned weight. The bet is the side and market (moneyline or spread, never a total) whose
// Gary probability beats its price's break-even probability by the most, among bets Gary gives at
// least 50% (so an underdog he likes is played on the spread or run line). A bet with positive
// expected value at its price is `value`. When no bet has positive expected value the pick is a
// `lean`, and which side it leans to is the lean rule's (see leanOf): with `leanByModel` (learned
// walk-forward, see lean-direction.ts) the side whose rating-model probability exceeds the market's,
// in the market (moneyline or spread) that keeps that side at 50% or better, the better expected
// value at the price between the two, and no pick when that side has no such bet (every bet left
// is against the model); without `leanByModel`, or when the model agrees with the market, the bet
// closest to its price (the largest edge, however negative).
import { defaultPickOdds, expectedValue, impliedProbability } from '@gary/betting';
import { modelHomeProbability, type Drift } from './rating-model';
import { clamp, logit, normalCdf, normalQuantile, sigmoid } from './stats';
import { betOrLean, betPriceOf, fairHome, type FairSource, type PickClass } from './bet-or-lean';
import { shippedBetThreshold } from './shipped-thresholds';

export type Side = 'home' | 'away';
export type BetType = 'moneyline' | 'spread';

export interface Quote {
  /** Spread from this side's view (-4.5); 0 for a moneyline. */
  point: number;
  /** Best American price; null when no book priced it (then the spec's default odds apply). */
  price: number | null;
  bookmaker: string;
  /** The market's no-vig probability of this side. */
  noVig: number | null;
}

export interface PickMarket {
  league: string;
  moneyline: { home: Quote; away: Quote };
  spread: { home: Quote; away: Quote } | null;
  /**
   * The sharp book's moneyline (Pinnacle's American prices), never a book a member can use: its
   * no-vig line is the fair price where it exists (else the consensus `noVig`).
   */
  sharp?: { home: number; away: number } | null;
}

export interface ModelView {
  /** The ratings state the view came from (stored with every pick). */
  version: string;
  /** The rating's home win probability; null when it has no view (a team it does not know). */
  eloHome: number | null;
  /** The opening line's learned drift (MLB), null where none was fitted. */
  drift: Drift | null;
  /** How far Gary moves from the market toward the model, 0..1 on the logit scale. */
  weight: number;
  /**
   * Whether a lean follows the model's disagreement with the market (learned walk-forward: the
   * model's direction beat the closing line on earlier games); absent or false, the price rule.
   */
  leanByModel?: boolean;
  /**
   * The starting-pitcher edge of the game (pitcher-form.ts: from each starter's earlier starts),
   * read by the drift's pitcher term; absent or 0 where a starter is unknown (team ratings only).
   */
  pitcherEdge?: number;
  /**
   * Expected value per unit a featured book's price must beat the fair line by for a Bet (learned
   * on earlier data, see learnBetThreshold); absent: the shipped artifact's for the league; null: none.
   */
  betThreshold?: number | null;
  /** Days since each team's last rated game this season (null when it has none): a fact for the writers, not a model input here. */
  daysSinceLast?: { home: number | null; away: number | null };
}

/** No model: Gary reads the market. */
export const NO_MODEL: ModelView = { version: 'none', eloHome: null, drift: null, weight: 0 };

export interface PickDecision {
  side: Side;
  type: BetType;
  /** Spread from the picked side's view; 0 for a moneyline. */
  line: number;
  price: number;
  pricedByBook: boolean;
  bookmaker: string;
  /** Gary's probability that the bet wins. */
  probability: number;
  /** The market's no-vig probability of the same bet. */
  marketProbability: number;
  /** The rating model's own probability of the same bet (null without a model view). */
  modelProbability: number | null;
  /** Home win probabilities: Gary's, the market's, the model's. */
  home: { gary: number; market: number; model: number | null };
  /** Gary's probability minus the price's break-even probability. */
  edge: number;
  /** Expected profit per unit at the price. */
  ev: number;
  label: 'value' | 'lean';
  /**
   * How a lean was chosen: 'model' (the side the rating model likes more than the market),
   * 'price' (the bet closest to its price); null for a value pick.
   */
  leanBy: 'model' | 'price' | null;
  /** Whether the picked team is the market's moneyline favourite. */
  favourite: boolean;
  modelVersion: string;
  weight: number;
  /** Bet (the price beats the fair line by the learned threshold) or Lean; see bet-or-lean.ts. */
  classification: PickClass;
  /** Where the fair probability came from: the sharp book's no-vig line, else the consensus. */
  fairSource: FairSource;
  /** The fair probability that the bet wins. */
  fairProbability: number;
  /** Expected profit per unit at the price against the fair probability (null at default odds). */
  evAtFair: number | null;
  /** Suggested stake in units for a Bet (fractional Kelly, at most 1); null for a Lean. */
  stake: number | null;
  /** The worst price at which the pick is a Bet (betPriceOf): a Lean's price to become one; null without a threshold. */
  betPrice: number | null;
}

export type PickOutcome = { ok: true; decision: PickDecision } | { ok: false; reason: string };

export const MLB_RUN_LINE = 1.5;
export const NO_LEAN_AGAINST_MODEL = 'No value, and the side the ratings lean to has no bet at 50% or better: no pick against them';
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Gary's home win probability: the market moved toward the model by `weight` on the logit scale. */
export function blendHome(marketHome: number, modelHome: number | null, weight: number): number {
  if (modelHome === null || weight <= 0) return marketHome;
  return sigmoid(logit(marketHome) + weight * (logit(modelHome) - logit(marketHome)));
}

/**
 * A spread's cover probability once the home win probability moves from `from` to `to`: the
 * margin is read as normal, so the move is the same shift of the normal quantile for both.
 */
export function shiftCover(fairHomeCover: number, from: number, to: number): number {
  if (from === to) return fairHomeCover;
  return normalCdf(normalQuantile(fairHomeCover) + normalQuantile(to) - normalQuantile(from));
}

const validSpread = (league: string, home: Quote, away: Quote) => {
  if (!Number.isFinite(home.point) || !Number.isInteger(home.point * 2) || home.point !== -away.point) return false;
  if (home.noVig === null || away.noVig === null) return false;
  // The MLB run line is always 1.5 runs.
  return league !== 'MLB' || Math.abs(home.point) === MLB_RUN_LINE;
};

interface Candidate {
  side: Side;
  type: BetType;
  quote: Quote;
  p: number;
  market: number;
  model: number | null;
}

/** The side the rating model likes more than the market does; null without a view or when they agree. */
export function modelSide(marketHome: number, modelHome: number | null): Side | null {
  if (modelHome === null || Math.abs(modelHome - marketHome) < 1e-9) return null;
  return modelHome > marketHome ? 'home' : 'away';
}

/** A side is a candidate only at this probability or better (the spec's 0.50-1.00 confidence): Gary's picks lean to favourites. */
export const MIN_PICK_PROBABILITY = 0.5;

export function decidePick(market: PickMarket, model: ModelView): PickOutcome {
  const { home: mh, away: ma } = market.moneyline;
  if (mh.noVig === null || ma.noVig === null || mh.noVig + ma.noVig <= 0) return { ok: false, reason: 'No moneyline to read the market from' };
  // Two teams' share of the market (a 3-way market also prices the draw): the models speak of
  // the home side's share of the two, a moneyline wins only outright.
  const share = Math.min(1, mh.noVig + ma.noVig);
  const marketHome = mh.noVig / (mh.noVig + ma.noVig);
  const modelHome = model.eloHome === null ? null : clamp(modelHomeProbability(model.eloHome, marketHome, model.drift, model.pitcherEdge ?? 0), 0.001, 0.999);
  const weight = modelHome === null ? 0 : clamp(model.weight, 0, 1);
  const garyHome = blendHome(marketHome, modelHome, weight);
  const favouriteSide: Side = marketHome >= 0.5 ? 'home' : 'away';

  const candidates: Candidate[] = [
    { side: 'home', type: 'moneyline', quote: mh, p: garyHome * share, market: marketHome * share, model: modelHome === null ? null : modelHome * share },
    { side: 'away', type: 'moneyline', quote: ma, p: (1 - garyHome) * share, market: (1 - marketHome) * share, model: modelHome === null ? null : (1 - modelHome) * share },
  ];
  const sp = market.spread;
  if (sp && validSpread(market.league, sp.home, sp.away)) {
    const fairHome = sp.home.noVig! / (sp.home.noVig! + sp.away.noVig!);
    const gary = shiftCover(fairHome, marketHome, garyHome);
    const mod = modelHome === null ? null : shiftCover(fairHome, marketHome, modelHome);
    candidates.push(
      { side: 'home', type: 'spread', quote: sp.home, p: gary, market: fairHome, model: mod },
      { side: 'away', type: 'spread', quote: sp.away, p: 1 - gary, market: 1 - fairHome, model: mod === null ? null : 1 - mod },
    );
  }

  type Priced = Candidate & { price: number; edge: number; ev: number };
  const priced: Priced[] = [];
  for (const c of candidates) {
    if (c.p < MIN_PICK_PROBABILITY) continue;
    const price = c.quote.price ?? defaultPickOdds({ type: c.type, favourite: c.side === favouriteSide });
    const implied = impliedProbability(price);
    if (!implied.ok) continue;
    const ev = expectedValue(clamp(c.p, 0, 1), price);
    priced.push({ ...c, price, edge: c.p - implied.value, ev: ev.ok ? ev.value : -1 });
  }
  // The largest edge wins; on a tie the earlier (moneyline first) stays.
  let best: Priced | null = null;
  for (const c of priced) if (!best || c.edge > best.edge + 1e-12) best = c;
  let leanBy: PickDecision['leanBy'] = null;
  if (best && !(best.ev > 0)) {
    leanBy = 'price';
    // The lean rule was earned with the pitcher term where the drift has one: a caller that does
    // not say who starts (no pitcherEdge, not even 0 for unknown) leans by price, not by the rest.
    const earned = model.leanByModel === true && !(model.drift?.pitcher !== undefined && model.pitcherEdge === undefined);
    const side = earned ? modelSide(marketHome, modelHome) : null;
    let lean: Priced | null = null;
    // The model's side, in whichever of its bets is at 50% or better; the better EV at the price.
    for (const c of priced) if (c.side === side && (!lean || c.ev > lean.ev + 1e-12)) lean = c;
    if (lean) (best = lean), (leanBy = 'model');
    // The model's side has no bet at 50% or better (an underdog whose run line is -1.5): every bet
    // left is against the model's learned direction, and Gary does not publish one.
    else if (side) return { ok: false, reason: NO_LEAN_AGAINST_MODEL };
  }
  if (!best) return { ok: false, reason: 'No side at 50% or better' };
  const evValue = best.ev;
  const fair = fairHome(marketHome, market.sharp);
  const fairHomeBet = best.type === 'moneyline' ? fair.home * share : shiftCover(best.side === 'home' ? best.market : 1 - best.market, marketHome, fair.home);
  const fairP = best.side === 'home' ? fairHomeBet : (best.type === 'moneyline' ? share : 1) - fairHomeBet;
  const threshold = model.betThreshold === undefined ? shippedBetThreshold(market.league) : model.betThreshold;
  const cls = betOrLean({ price: best.quote.price, fair: fairP, fairSource: fair.source, threshold });
  return {
    ok: true,
    decision: {
      side: best.side,
      type: best.type,
      line: best.type === 'moneyline' ? 0 : best.quote.point,
      price: best.price,
      pricedByBook: best.quote.price !== null,
      bookmaker: best.quote.price !== null ? best.quote.bookmaker : '',
      probability: r6(best.p),
      marketProbability: r6(best.market),
      modelProbability: best.model === null ? null : r6(best.model),
      home: { gary: r6(garyHome), market: r6(marketHome), model: modelHome === null ? null : r6(modelHome) },
      edge: r6(best.edge),
      ev: r6(evValue),
      label: evValue > 0 ? 'value' : 'lean',
      leanBy,
      favourite: best.side === favouriteSide,
      modelVersion: model.version,
      weight,
      classification: cls.classification,
      fairSource: cls.fairSource,
      fairProbability: r6(fairP),
      evAtFair: cls.evAtFair,
      stake: cls.stake,
      betPrice: betPriceOf(fairP, threshold),
    },
  };
}
