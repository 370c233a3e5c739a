// The starting-pitcher term's input: each starter's form from his PRIOR starts only (starts on
// earlier dates; a doubleheader's other game does not count), regressed to the league's mean for
// a pitcher with few. Form is a fielding-independent rate per batter faced (13 HR + 3 BB - 2 SO,
// the weights of FIP), the part of a pitcher's line that predicts his next start best; runs
// allowed follow luck and the fielders behind him. The feature of a game is the two starters'
// difference over a start's worth of batters, in the home side's favour; 0 where either starter
// is unknown (the model then rests on team ratings alone).
import type { HistoricalGame } from './historical-game';
import type { DatedStart, StartLine } from './starters';

export interface PitcherFormParams {
  /** Batters faced of league-average pitching added to every pitcher's record (regression to the mean). */
  priorBf: number;
  /** Weight of a start from an earlier season against one of this season (0..1 per season back). */
  seasonDecay: number;
}

/** Batters a starter faces in a typical start: the feature is in FIP runs-equivalents over one start. */
export const START_BF = 25;
/** The league's rate before any start is seen (FIP numerator per batter faced of 2013-16 starters is near this). */
export const DEFAULT_LEAGUE_RATE = 0.035;

const fipNumerator = (s: StartLine) => 13 * s.hr + 3 * s.bb - 2 * s.so;

export interface PitcherRecord {
  /** Decayed sums of the FIP numerator and batters faced, and the season they are as of. */
  num: number;
  bf: number;
  season: string;
  starts: number;
}

/** Each pitcher's prior starts, fed in date order; form() reads only what was added before. */
export class PitcherBook {
  private readonly records = new Map<string, PitcherRecord>();
  private leagueNum = 0;
  private leagueBf = 0;
  /**
   * `fixedLeagueRate`: the mean to regress to when the book holds only a few pitchers (the live
   * engine knows the two probable starters' logs, not the league's): their own pooled rate would
   * pull each toward the other instead of toward the league.
   */
  constructor(private readonly params: PitcherFormParams, private readonly fixedLeagueRate?: number) {}

  private decayed(r: PitcherRecord, season: string): PitcherRecord {
    if (r.season === season) return r;
    const back = Math.max(1, Number(season) - Number(r.season) || 1);
    const f = this.params.seasonDecay ** back;
    return { num: r.num * f, bf: r.bf * f, season, starts: r.starts };
  }

  add(start: StartLine, season: string): void {
    const prev = this.records.get(start.id);
    const r = prev ? this.decayed(prev, season) : { num: 0, bf: 0, season, starts: 0 };
    this.records.set(start.id, { num: r.num + fipNumerator(start), bf: r.bf + start.bf, season, starts: r.starts + 1 });
    this.leagueNum += fipNumerator(start);
    this.leagueBf += start.bf;
  }

  leagueRate(): number {
    if (this.fixedLeagueRate !== undefined) return this.fixedLeagueRate;
    return this.leagueBf > 0 ? this.leagueNum / this.leagueBf : DEFAULT_LEAGUE_RATE;
  }

  /** A pitcher's regressed rate per batter faced (the league's for one never seen). */
  rate(id: string, season: string): number {
    const mean = this.leagueRate();
    const prev = this.records.get(id);
    if (!prev) return mean;
    const r = this.decayed(prev, season);
    return (r.num + this.params.priorBf * mean) / (r.bf + this.params.priorBf);
  }

  starts(id: string): number {
    return this.records.get(id)?.starts ?? 0;
  }
}

/** The feature of one game from a book of earlier starts: away starter's rate minus home's, over a start. */
export function pitcherEdge(book: PitcherBook, homeId: string | null, awayId: string | null, season: string): number {
  if (!homeId || !awayId) return 0;
  return (book.rate(awayId, season) - book.rate(homeId, season)) * START_BF;
}

const seasonOfDate = (date: string) => date.slice(0, 4);

/**
 * The pitcher feature of every game (the input's order, which must be date order), each from the
 * starts of earlier dates only: the warm-up starts, then the games' own starters once their date
 * has passed. 0 for a game without both starters.
 */
export function pitcherFeatures(games: readonly HistoricalGame[], warmup: readonly DatedStart[], params: PitcherFormParams): Float64Array {
  const book = new PitcherBook(params);
  const out = new Float64Array(games.length);
  // Warm-up starts are history before the games; any on or after the first game's date would count twice.
  const first = games[0]?.date ?? '';
  const early = warmup.filter((s) => s.date < first).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let w = 0;
  let pending: { start: StartLine; season: string }[] = [];
  let date: string | null = null;
  for (let i = 0; i < games.length; i++) {
    const g = games[i]!;
    if (g.date !== date) {
      for (const p of pending) book.add(p.start, p.season);
      pending = [];
      while (w < early.length && early[w]!.date < g.date) (book.add(early[w]!.start, seasonOfDate(early[w]!.date)), w++);
      date = g.date;
    }
    const st = g.starters;
    out[i] = pitcherEdge(book, st?.home?.id ?? null, st?.away?.id ?? null, g.season);
    if (st?.home) pending.push({ start: st.home, season: g.season });
    if (st?.away) pending.push({ start: st.away, season: g.season });
  }
  return out;
}
