import { fail, ok, type Result } from './betting-errors';

// American odds are whole numbers with |odds| >= 100: +135 wins 1.35 per unit, -150 risks 1.5 to
// win 1. -100 and +100 are the same even-money price; we write it +100.

const EVEN_MONEY = 100;

/** Accepts a finite whole number outside (-100, +100); everything else is InvalidAmericanOdds. */
export function checkAmerican(american: unknown): Result<number> {
  if (typeof american !== 'number' || !Number.isFinite(american)) {
    return fail('InvalidAmericanOdds', 'American odds must be a finite number', american);
  }
  if (!Number.isInteger(american)) {
    return fail('InvalidAmericanOdds', 'American odds are whole numbers', american);
  }
  if (american > -100 && american < 100) {
    return fail('InvalidAmericanOdds', 'American odds between -100 and +100 do not exist', american);
  }
  return ok(american);
}

/** Reads odds as they arrive from feeds and models: 135, '+135', '-110', 'EVEN'. */
export function parseAmerican(value: unknown): Result<number> {
  if (typeof value === 'number') return checkAmerican(value);
  if (typeof value !== 'string') return fail('InvalidAmericanOdds', 'odds are missing', value);
  const text = value.trim();
  if (/^even$/i.test(text)) return ok(EVEN_MONEY);
  if (!/^[+-]?\d+$/.test(text)) return fail('InvalidAmericanOdds', 'odds must be a signed whole number', value);
  return checkAmerican(Number(text));
}

/** Accepts 0..1 inclusive, or strictly between when `open` (a fair price needs 0 < p < 1). */
export function checkProbability(prob: unknown, open = false): Result<number> {
  if (typeof prob !== 'number' || !Number.isFinite(prob)) {
    return fail('InvalidProbability', 'probability must be a finite number', prob);
  }
  if (prob < 0 || prob > 1 || (open && (prob === 0 || prob === 1))) {
    const range = open ? 'strictly between 0 and 1' : 'between 0 and 1';
    return fail('InvalidProbability', `probability must be ${range}`, prob);
  }
  return ok(prob);
}

// Unchecked cores: only called with odds that passed checkAmerican.
function profitOf(american: number): number {
  return american > 0 ? american / 100 : 100 / -american;
}

function impliedOf(american: number): number {
  return 1 / (1 + profitOf(american));
}

/** Profit of a winning 1-unit bet: +135 -> 1.35, -150 -> 0.6667. */
export function profitPerUnit(american: number): Result<number> {
  const a = checkAmerican(american);
  return a.ok ? ok(profitOf(a.value)) : a;
}

/** Decimal odds (stake included): +135 -> 2.35, -150 -> 1.6667. */
export function americanToDecimal(american: number): Result<number> {
  const a = checkAmerican(american);
  return a.ok ? ok(1 + profitOf(a.value)) : a;
}

/** Nearest whole American price; decimal 2.0 (and anything that rounds to -100) is +100. */
export function decimalToAmerican(decimal: number): Result<number> {
  if (typeof decimal !== 'number' || !Number.isFinite(decimal) || decimal <= 1) {
    return fail('InvalidDecimalOdds', 'decimal odds must be a finite number above 1', decimal);
  }
  const american = decimal >= 2 ? Math.round((decimal - 1) * 100) : Math.round(-100 / (decimal - 1));
  return ok(american === -EVEN_MONEY ? EVEN_MONEY : american);
}

/** Break-even probability of a price, vig included: -110 -> 0.5238. */
export function impliedProbability(american: number): Result<number> {
  const a = checkAmerican(american);
  return a.ok ? ok(impliedOf(a.value)) : a;
}

/** The price with no vig for a probability: 0.6 -> -150, 0.4 -> +150, 0.5 -> +100. */
export function fairAmerican(prob: number): Result<number> {
  const p = checkProbability(prob, true);
  return p.ok ? decimalToAmerican(1 / p.value) : p;
}

function checkPrices(prices: readonly number[]): Result<number[]> {
  if (!Array.isArray(prices) || prices.length < 2) {
    return fail('InvalidMarket', 'a market needs at least two prices', prices);
  }
  for (const price of prices) {
    const a = checkAmerican(price);
    if (!a.ok) return a;
  }
  return ok([...prices]);
}

/** How much the book's implied probabilities add up to beyond 1 (0.0476 for -110/-110). */
export function overround(americanPrices: readonly number[]): Result<number> {
  const checked = checkPrices(americanPrices);
  if (!checked.ok) return checked;
  return ok(checked.value.reduce((sum, a) => sum + impliedOf(a), 0) - 1);
}

/**
 * Multiplicative normalisation: each implied probability divided by their sum. Works for any
 * number of outcomes, so a 3-way soccer market (home, draw, away) is handled like a 2-way one.
 */
export function noVigProbabilities(americanPrices: readonly number[]): Result<number[]> {
  const checked = checkPrices(americanPrices);
  if (!checked.ok) return checked;
  const implied = checked.value.map(impliedOf);
  const total = implied.reduce((sum, p) => sum + p, 0);
  return ok(implied.map((p) => p / total));
}

/**
 * Market consensus: the average of each book's no-vig probabilities, outcome by outcome. Every
 * book must price the same outcomes in the same order.
 */
export function consensusNoVig(books: readonly (readonly number[])[]): Result<number[]> {
  if (!Array.isArray(books) || books.length === 0) {
    return fail('InvalidMarket', 'consensus needs at least one book', books);
  }
  const width = books[0]?.length ?? 0;
  const sums = new Array<number>(width).fill(0);
  for (const book of books) {
    if (!Array.isArray(book) || book.length !== width) {
      return fail('InvalidMarket', 'every book must price the same outcomes', book);
    }
    const fair = noVigProbabilities(book);
    if (!fair.ok) return fair;
    fair.value.forEach((p, i) => {
      sums[i] = (sums[i] ?? 0) + p;
    });
  }
  return ok(sums.map((sum) => sum / books.length));
}

/** Expected profit per 1 unit staked: prob * profit - (1 - prob). */
export function expectedValue(prob: number, american: number): Result<number> {
  const p = checkProbability(prob);
  if (!p.ok) return p;
  const a = checkAmerican(american);
  if (!a.ok) return a;
  return ok(p.value * profitOf(a.value) - (1 - p.value));
}

/** Our probability minus the price's break-even probability (positive = the price is too long). */
export function edge(prob: number, american: number): Result<number> {
  const p = checkProbability(prob);
  if (!p.ok) return p;
  const a = checkAmerican(american);
  if (!a.ok) return a;
  return ok(p.value - impliedOf(a.value));
}

/** The price that pays most (first one on a tie), with its position so the book can be named. */
export function bestPrice(prices: readonly number[]): Result<{ price: number; index: number }> {
  if (!Array.isArray(prices) || prices.length === 0) {
    return fail('InvalidMarket', 'no prices to compare', prices);
  }
  let best = { price: 0, index: -1, profit: -Infinity };
  for (const [index, price] of prices.entries()) {
    const a = checkAmerican(price);
    if (!a.ok) return a;
    const profit = profitOf(a.value);
    if (profit > best.profit) best = { price: a.value, index, profit };
  }
  return ok({ price: best.price, index: best.index });
}
