// American-odds arithmetic. Prices are integers with |price| >= 100; probabilities are 0..1.

export const isAmericanPrice = (price: number): boolean => Number.isInteger(price) && Math.abs(price) >= 100;

/** Implied probability of an American price, vig included. */
export const impliedProbability = (price: number): number =>
  price > 0 ? 100 / (price + 100) : -price / (-price + 100);

export const americanToDecimal = (price: number): number => (price > 0 ? 1 + price / 100 : 1 + 100 / -price);

/** The fair American price of a probability (no vig), rounded to an integer. */
export function probabilityToAmerican(probability: number): number {
  const p = Math.min(Math.max(probability, 0.001), 0.999);
  if (p > 0.5) return -Math.round((100 * p) / (1 - p));
  const price = Math.round((100 * (1 - p)) / p);
  return price < 100 ? 100 : price;
}

/** Removes the bookmaker margin proportionally so the sides sum to 1. */
export function noVigProbabilities(prices: readonly number[]): number[] {
  const implied = prices.map(impliedProbability);
  const total = implied.reduce((a, b) => a + b, 0);
  return implied.map((p) => p / total);
}

/** Expected profit per 1 unit staked at `price` when the true chance of winning is `probability`. */
export const expectedValuePerUnit = (probability: number, price: number): number =>
  probability * (americanToDecimal(price) - 1) - (1 - probability);

export const round = (value: number, places: number): number => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};
