// The starting-pitcher input of a live MLB pick: the same feature the backtest fits (packages/handicap
// pitcher-form.ts), built from each probable starter's earlier starts as the MLB Stats API game log
// gives them. Only starts before the game's date count (the leakage rule of the backtest). The
// live engine knows the two starters' logs, not the league's, so a pitcher is regressed to the
// league rate the backtest starts from rather than to the two starters' pooled rate.
import { DEFAULT_LEAGUE_RATE, PitcherBook, pitcherEdge, type Drift, type StartLine } from '@gary/handicap';
import type { PriorStartFact } from '../../domain/game-input';
import type { StarterInput, StartersInput } from '../../domain/starters';

/** Outs from the box score's innings notation (6.1 is six innings and one out). */
export function outsOf(inningsPitched: number): number {
  if (!Number.isFinite(inningsPitched) || inningsPitched < 0) return 0;
  const whole = Math.floor(inningsPitched);
  return whole * 3 + Math.round((inningsPitched - whole) * 10);
}

export function startLineOf(id: string, name: string, s: PriorStartFact): StartLine {
  return { id, name, outs: outsOf(s.inningsPitched), bf: s.battersFaced, h: s.hits, er: s.earnedRuns, bb: s.walks, so: s.strikeouts, hr: s.homeRuns };
}

const usable = (s: PriorStartFact, gameDate: string) =>
  typeof s.date === 'string' && s.date.slice(0, 10) < gameDate && s.battersFaced > 0 && [s.walks, s.strikeouts, s.homeRuns].every((n) => Number.isFinite(n) && n >= 0);

/**
 * The pitcher edge for decidePick's ModelView: undefined where the model has no pitcher term (the
 * lean rule then does not rest on one); 0 when a starter is unknown (team ratings alone, as the
 * backtest's blank starter cells); else the away starter's regressed rate minus the home's, over a start.
 */
export function livePitcherEdge(drift: Drift | null, starters: StartersInput | null, gameDate: string): number | undefined {
  const form = drift?.pitcherForm;
  if (drift?.pitcher === undefined || !form) return undefined;
  const home = starters?.home;
  const away = starters?.away;
  if (!home || !away) return 0;
  const book = new PitcherBook(form, DEFAULT_LEAGUE_RATE);
  const key = (side: 'home' | 'away', s: StarterInput) => `${side}:${s.id || s.name}`;
  const feed: { date: string; line: StartLine }[] = [];
  for (const [side, s] of [['home', home], ['away', away]] as const) {
    for (const p of s.priorStarts) if (usable(p, gameDate)) feed.push({ date: p.date.slice(0, 10), line: startLineOf(key(side, s), s.name, p) });
  }
  feed.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const f of feed) book.add(f.line, f.date.slice(0, 4));
  return pitcherEdge(book, key('home', home), key('away', away), gameDate.slice(0, 4));
}
