// Words and figures of the Parlay of the Day page (pure, tested).
import type { OpenParlay } from '@gary/design';

export const PARLAY_LOAD_FAILED = 'Unable to load the Parlay of the Day. Please try refreshing the page.';
export const NO_PARLAY = 'It is built from the day\'s picks once they are out (10:00 AM ET), when at least two games are picked.';

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
