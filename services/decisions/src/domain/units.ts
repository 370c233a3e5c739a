// Units: what a user's choices made at one unit a pick, and what blindly riding the same picks
// would have made. The projection holds only the price of Gary's side; a fade is priced at the
// fair price of the other side implied by it (-150 -> +150, -110 -> +110). That ignores the vig on
// the other side, so it flatters fades a little; it is the one assumption here, stated once.
import { fairAmerican, impliedProbability, settleDecision, unitsWon, type Decision, type GameOutcome, type Result } from '@gary/betting';

/** The price of fading a pick priced at `pickOdds`. */
export function fadePrice(pickOdds: number): Result<number> {
  const p = impliedProbability(pickOdds);
  return p.ok ? fairAmerican(1 - p.value) : p;
}

export interface SettledChoice {
  decision: Decision;
  pickOdds: number;
  pickResult: GameOutcome;
}

/** Units of one settled choice: the user's side at its price, and Gary's side at the pick's price. */
export function choiceUnits(c: SettledChoice): Result<{ choosing: number; ridingAll: number }> {
  const outcome = settleDecision(c.decision, c.pickResult);
  if (!outcome.ok) return outcome;
  const price = c.decision === 'ride' ? { ok: true as const, value: c.pickOdds } : fadePrice(c.pickOdds);
  if (!price.ok) return price;
  const asBet: GameOutcome = outcome.value === 'win' ? 'won' : outcome.value === 'loss' ? 'lost' : 'push';
  const choosing = unitsWon(asBet, price.value);
  if (!choosing.ok) return choosing;
  const ridingAll = unitsWon(c.pickResult, c.pickOdds);
  if (!ridingAll.ok) return ridingAll;
  return { ok: true, value: { choosing: choosing.value, ridingAll: ridingAll.value } };
}

export const roundUnits = (u: number) => Math.round(u * 100) / 100;

/**
 * One decision as the member's history shows it: the price it counts at (the pick's for a ride, the
 * fade price for a fade) and the units it made at its stake, 0 until the pick is graded. The same
 * rule as the BetCard's units and My Spend, so the rows add up to them.
 */
export function decisionUnits(d: { decision: Decision; stakeUnits: number; pickOdds: number; pickResult: GameOutcome | null }): { price: number; netUnits: number } {
  const fade = d.decision === 'fade' ? fadePrice(d.pickOdds) : null;
  const price = fade ? (fade.ok ? fade.value : 0) : d.pickOdds;
  if (!d.pickResult) return { price, netUnits: 0 };
  const u = choiceUnits({ decision: d.decision, pickOdds: d.pickOdds, pickResult: d.pickResult });
  return { price, netUnits: u.ok ? roundUnits(u.value.choosing * d.stakeUnits) : 0 };
}
