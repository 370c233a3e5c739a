// The engine's rule before the rating model, kept only to measure it: the market's no-vig home
// probability blended 90/10 with a "gut" from season record, last-ten form and a flat home edge
// (the parts of the old context estimate a results file can rebuild).
import type { HistoricalGame } from './historical-game';
import { marketOf } from './walk-forward';
import { clamp } from './stats';

const HOME_EDGE: Record<string, number> = { NBA: 0.02, MLB: 0.01, NFL: 0.015 };

export interface FormBook {
  record(g: HistoricalGame): void;
  form(team: string, season: string): { record: number | null; lastTen: number | null };
}

export function createFormBook(): FormBook {
  const results = new Map<string, number[]>();
  return {
    record(g) {
      const win = g.homeScore > g.awayScore ? 1 : g.homeScore < g.awayScore ? 0 : 0.5;
      for (const [team, r] of [[g.home, win], [g.away, 1 - win]] as const) {
        const key = `${g.season}:${team}`;
        const list = results.get(key) ?? [];
        list.push(r);
        results.set(key, list);
      }
    },
    form(team, season) {
      const list = results.get(`${season}:${team}`) ?? [];
      if (list.length === 0) return { record: null, lastTen: null };
      const last = list.slice(-10);
      return { record: list.reduce((a, b) => a + b, 0) / list.length, lastTen: last.reduce((a, b) => a + b, 0) / last.length };
    },
  };
}

export function legacyHomeProbability(book: FormBook, g: HistoricalGame): number {
  const m = marketOf(g);
  const market = m ? m.home : 0.5;
  const h = book.form(g.home, g.season);
  const a = book.form(g.away, g.season);
  if (h.record === null && a.record === null) return market;
  let gut = 0.5 + (HOME_EDGE[g.league] ?? 0.01);
  if (h.lastTen !== null && a.lastTen !== null) gut += 0.25 * (h.lastTen - a.lastTen);
  if (h.record !== null && a.record !== null) gut += 0.25 * (h.record - a.record);
  gut = clamp(gut, 0.15, 0.85);
  return 0.9 * market + 0.1 * gut;
}
