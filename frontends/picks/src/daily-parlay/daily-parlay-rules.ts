// Words and figures of the Parlay of the Day page (pure, tested).
import type { OpenParlay } from '@gary/design';
import { fairAmerican, formatAmerican, impliedProbability } from '@gary/betting/display';

export const PARLAY_LOAD_FAILED = 'Unable to load the Parlay of the Day. Please try refreshing the page.';
export const NO_PARLAY = 'It is built from the day\'s picks once they are out (10:00 AM ET), when at least two picks in different games are still at a price that beats their number. A pick the books have moved past is never a leg, so some days there is none.';

/** '22.3%' from 0.22272. */
export const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

/** '7.00' from 7: the decimal price, two places. */
export const decimal = (d: number) => d.toFixed(2);

/** What the parlay's state is, in words. */
export function parlayStatus(x: Pick<OpenParlay, 'status' | 'result' | 'units'>): string {
  if (x.status === 'graded' && x.result) {
    const units = x.units === null ? '' : ` (${x.units > 0 ? '+' : x.units < 0 ? '−' : ''}${Math.abs(x.units).toFixed(2)}u)`;
    return `${x.result === 'won' ? 'Won' : x.result === 'lost' ? 'Lost' : 'Push'}${units}`;
  }
  return x.status === 'started' ? 'First game started: rides and fades closed' : 'Open: ride or fade until the first game starts';
}

/** The words for one leg's result. */
export function legResultText(r: OpenParlay['legs'][number]['result']): string {
  if (r === 'void') return 'Scratched: drops out';
  if (r === 'push') return 'Push: drops out';
  if (r === 'won') return 'Won';
  if (r === 'lost') return 'Lost';
  return 'To play';
}

/** The chance the parlay must have to pay back its stake: the implied probability of its price. */
export function parlayBreakEven(odds: number): number | null {
  const p = impliedProbability(odds);
  return p.ok ? p.value : null;
}

/** Expected profit per unit staked at the parlay's price, at Gary's joint probability of its legs. */
export const parlayExpectedValue = (probability: number, decimalPrice: number) => probability * decimalPrice - 1;

/** '+4.2%' / '−9.5%': an expected value per unit, signed. */
export const signedPercent = (v: number) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(v * 100).toFixed(1)}%`;

/** The value in words: a parlay below its break-even loses money on average, said plainly. */
export function valueWords(probability: number, decimalPrice: number, odds: number): string {
  const be = parlayBreakEven(odds);
  const ev = parlayExpectedValue(probability, decimalPrice);
  if (be === null) return '';
  return ev > 0
    ? `Gary gives it ${percent(probability)} against the ${percent(be)} it needs to break even: worth ${signedPercent(ev)} of each unit staked on average.`
    : `Gary gives it ${percent(probability)}, below the ${percent(be)} it needs to break even: on average it loses ${percent(-ev)} of each unit staked. A long shot for fun, not value.`;
}

/**
 * What fading the parlay pays, as decisions settles a fade: at the parlay's price turned around
 * with no vig (the same rule as every fade). No sportsbook sells the other side of a parlay, so
 * it is a position on the record, not a ticket.
 */
export function fadeWords(odds: number): string {
  const be = parlayBreakEven(odds);
  if (be === null || be >= 1) return '';
  const fade = fairAmerican(1 - be);
  if (!fade.ok) return '';
  const win = be / (1 - be);
  return `Fading it means betting that at least one leg loses. It is scored at the parlay's price turned around, ${formatAmerican(fade.value)} with no vig: a fade wins ${win.toFixed(2)} units for each unit if any leg loses, and loses the unit if every leg wins. No sportsbook sells the other side of a parlay; the fade counts on your BetCard, not at a book.`;
}
