// Which games a day's run looks at (at most 8, only ones not yet started) and which props are
// stored (the top 10 of the day by confidence, then expected value).
import { easternDate } from '@gary/betting';
import { byConfidenceThenEv, propKey, type PropDraft, type PropGame, type PropPick } from './prop-pick';
import type { PropSport } from './prop-markets';

export const MAX_GAMES_PER_DAY = 8;
export const MAX_PROPS_PER_DAY = 10;

export interface SlateGame extends PropGame {
  status: string;
}

const dayOf = (iso: string) => {
  const d = easternDate(new Date(iso));
  return d.ok ? d.value : '';
};

/**
 * Up to 8 games of the day (Eastern) that have not started, taken in turn from each sport (earliest
 * first within a sport), so an afternoon baseball slate cannot crowd out the evening's basketball.
 * A slate may reach into tomorrow (NBA's looks 24 hours ahead); those games wait for their own day.
 */
export function chooseGames(bySport: ReadonlyMap<PropSport, readonly SlateGame[]>, date: string, now: Date, max = MAX_GAMES_PER_DAY): SlateGame[] {
  const queues = [...bySport.values()].map((games) =>
    games
      .filter((g) => (g.status === '' || g.status === 'scheduled') && Date.parse(g.commenceTime) > now.getTime() && dayOf(g.commenceTime) === date)
      .sort((a, b) => a.commenceTime.localeCompare(b.commenceTime)),
  );
  const out: SlateGame[] = [];
  for (let round = 0; out.length < max; round++) {
    let any = false;
    for (const q of queues) {
      const g = q[round];
      if (!g) continue;
      any = true;
      out.push(g);
      if (out.length === max) break;
    }
    if (!any) break;
  }
  return out;
}

/** One pick per player and prop type in a game: the more confident one wins. */
export function mergeGamePicks(...lists: PropDraft[][]): PropDraft[] {
  const best = new Map<string, PropDraft>();
  for (const p of lists.flat()) {
    const k = `${p.player.toLowerCase()}|${p.propType}`;
    const cur = best.get(k);
    if (!cur || p.confidence > cur.confidence || (p.confidence === cur.confidence && p.ev > cur.ev)) best.set(k, p);
  }
  return [...best.values()];
}

/** The day's stored props: the top 10 by confidence, then EV. */
export function topOfDay(picks: readonly PropPick[], max = MAX_PROPS_PER_DAY): PropPick[] {
  const unique = new Map(picks.map((p) => [propKey(p), p]));
  return [...unique.values()].sort(byConfidenceThenEv).slice(0, max);
}
