// The figures of Gary's voice over a run of days: how much of a day's card repeats itself. A
// sentence is "repeated" when the same sentence appears in two or more of that day's picks; the
// "skeleton" figure does the same after numbers, prices and team names are blanked, which catches
// one template reused with different figures ("You don't go # in ten by accident ..."). Openings are
// the first four words of each rationale's skeleton. Sentences are split as the claim check counts them.
import { sentencesOf } from '@gary/claims';

export interface DayText {
  date: string;
  /** Each pick's rationale and the names that belong to its game (teams, players) to blank. */
  picks: { text: string; names: string[] }[];
}

export interface VoiceFigures {
  days: number;
  picks: number;
  sentences: number;
  /** Share of sentences whose exact text appears in another pick the same day. */
  repeatedShare: number;
  /** The same with numbers and names blanked. */
  repeatedSkeletonShare: number;
  /** Distinct openings over the whole run, and the fewest on any one day against that day's picks. */
  distinctOpenings: number;
  worstDayOpenings: { date: string; distinct: number; picks: number } | null;
  /** The most times one sentence skeleton is used on a single day. */
  maxSkeletonOnADay: { skeleton: string; times: number; date: string } | null;
}

export function skeleton(sentence: string, names: readonly string[]): string {
  let s = sentence;
  const words = [...new Set(names.flatMap((n) => [n, ...n.split(/\s+/)]))].filter((w) => w.length > 1).sort((a, b) => b.length - a.length);
  for (const w of words) s = s.replace(new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), 'T');
  return s.replace(/[+-]?\d+(?:[.,:-]\d+)*%?/g, '#').replace(/\bT\b(\s+T\b)*/g, 'T').replace(/\s+/g, ' ').trim();
}

const opening = (skel: string) => skel.split(/\s+/).slice(0, 4).join(' ');

export function voiceFigures(days: readonly DayText[]): VoiceFigures {
  let sentences = 0;
  let repeated = 0;
  let repeatedSkel = 0;
  const openings = new Set<string>();
  let worst: VoiceFigures['worstDayOpenings'] = null;
  let maxSkel: VoiceFigures['maxSkeletonOnADay'] = null;
  for (const day of days) {
    const exact = new Map<string, Set<number>>();
    const skel = new Map<string, Set<number>>();
    const dayOpenings = new Set<string>();
    const perPick = day.picks.map((p, i) => {
      const ss = sentencesOf(p.text);
      for (const s of ss) {
        (exact.get(s) ?? exact.set(s, new Set()).get(s)!).add(i);
        const k = skeleton(s, p.names);
        (skel.get(k) ?? skel.set(k, new Set()).get(k)!).add(i);
      }
      const first = opening(skeleton(p.text, p.names));
      openings.add(first);
      dayOpenings.add(first);
      return ss;
    });
    perPick.forEach((ss, i) => {
      for (const s of ss) {
        sentences++;
        if (exact.get(s)!.size > 1) repeated++;
        if (skel.get(skeleton(s, day.picks[i]!.names))!.size > 1) repeatedSkel++;
      }
    });
    for (const [k, who] of skel) if (!maxSkel || who.size > maxSkel.times) maxSkel = { skeleton: k, times: who.size, date: day.date };
    if (day.picks.length > 0 && (!worst || dayOpenings.size / day.picks.length < worst.distinct / worst.picks)) worst = { date: day.date, distinct: dayOpenings.size, picks: day.picks.length };
  }
  return {
    days: days.length,
    picks: days.reduce((n, d) => n + d.picks.length, 0),
    sentences,
    repeatedShare: sentences ? repeated / sentences : 0,
    repeatedSkeletonShare: sentences ? repeatedSkel / sentences : 0,
    distinctOpenings: openings.size,
    worstDayOpenings: worst,
    maxSkeletonOnADay: maxSkel,
  };
}
