// Per-book American prices around a fair probability: a 4-5% margin, a small per-book lean so
// books disagree a little, and a slow drift shared by all books that follows the clock, so two
// snapshots an hour apart differ a little. Lines freeze at the start of the game.
// Simulation of a lagging soft book: on some games' moneyline and spread a US book still prices off
// the number from before a move the sharp book (Pinnacle) has taken, so its price sits well off the
// sharp line to one side. This is what makes a simulated day hold some Bets (a featured book's price
// beats the sharp fair line by the learned threshold) beside the Leans; which book lags, on which
// game, which way and by how much is seeded by the game and market, so a date prices the same every run.
import { fairPriceOf } from '../betting-wrappers';
import { isSharpBook } from '@gary/betting';
import { createRng } from './prng';

const HOUR = 3_600_000;
/** Books open a game's lines this long before it starts. */
const OPEN_HOURS = 48;

const logit = (p: number): number => Math.log(p / (1 - p));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** The market-wide drift in log-odds at `now`: a random walk with hourly steps, interpolated. */
export function driftAt(seed: string, commenceTime: string, now: Date): number {
  const start = Date.parse(commenceTime);
  const t = (Math.min(now.getTime(), start) - (start - OPEN_HOURS * HOUR)) / HOUR;
  if (t <= 0) return 0;
  const k = Math.floor(t);
  let value = 0;
  for (let i = 1; i <= k; i++) value += createRng(`drift|${seed}|${i}`).normal(0, 0.008);
  const next = createRng(`drift|${seed}|${k + 1}`).normal(0, 0.008);
  return value + next * (t - k);
}

interface BookLean { lean: number; margin: number }

/** Share of (game market, US book) pairs that lag: with 4-6 US books over half the games have one. */
export const LAG_CHANCE = 0.14;
/** How far a lagging book's number sits off the market, in log-odds (either way). */
export const LAG_SHADE: readonly [number, number] = [0.35, 0.6];

/**
 * A soft book's stale shade on one market of one game, in log-odds (0 when it does not lag): the
 * sharp book never lags. Seeded by the market and the book only.
 */
export function lagShadeOf(seed: string, book: string): number {
  if (isSharpBook(book)) return 0;
  const rng = createRng(`lag|${seed}|${book}`);
  if (!rng.chance(LAG_CHANCE)) return 0;
  const size = LAG_SHADE[0] + rng.next() * (LAG_SHADE[1] - LAG_SHADE[0]);
  return rng.chance(0.5) ? size : -size;
}

/**
 * A soft book leans a little off the fair price and keeps a 4-5% margin; the sharp book (Pinnacle)
 * sits nearer the fair price with a 2-2.5% margin, as its real prices do.
 */
function leanOf(seed: string, book: string): BookLean {
  const rng = createRng(`book|${seed}|${book}`);
  if (isSharpBook(book)) return { lean: rng.normal(0, 0.006), margin: 0.02 + rng.next() * 0.005 };
  return { lean: rng.normal(0, 0.025), margin: 0.04 + rng.next() * 0.01 };
}

/**
 * Prices for a two-way market whose first side wins with fair probability `p`; `lags`: the market is
 * one where a soft book may price off a stale number (moneyline and spread, lagShadeOf).
 */
export function twoWayPrices(p: number, seed: string, book: string, drift: number, lags = false): [number, number] {
  const { lean, margin } = leanOf(seed, book);
  const shade = lags ? lagShadeOf(seed, book) : 0;
  const q = sigmoid(logit(Math.min(Math.max(p, 0.01), 0.99)) + lean + drift + shade);
  return [fairPriceOf(q * (1 + margin)), fairPriceOf((1 - q) * (1 + margin))];
}

/** Prices for home / draw / away; the lean and drift move home against away, the draw keeps its share. */
export function threeWayPrices(pHome: number, pDraw: number, pAway: number, seed: string, book: string, drift: number, lags = false): [number, number, number] {
  const { lean, margin } = leanOf(seed, book);
  const decisive = pHome + pAway;
  const h = sigmoid(logit(pHome / decisive) + lean + drift + (lags ? lagShadeOf(seed, book) : 0)) * decisive;
  const m = 1 + margin + 0.01;
  return [fairPriceOf(h * m), fairPriceOf(pDraw * m), fairPriceOf((decisive - h) * m)];
}

/** Which of the featured books price a game (at least 4 of 6). */
export function booksFor(seed: string, books: readonly string[]): string[] {
  const rng = createRng(`books|${seed}`);
  const chosen = books.filter(() => rng.chance(0.85));
  return chosen.length >= 4 ? chosen : books.slice(0, 4);
}

/** A book's last update: shortly before now, never after the game starts. */
export function lastUpdateOf(seed: string, book: string, commenceTime: string, now: Date): string {
  const offset = createRng(`updated|${seed}|${book}`).int(5, 240) * 1000;
  const at = Math.min(now.getTime(), Date.parse(commenceTime)) - offset;
  return new Date(Math.floor(at / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
