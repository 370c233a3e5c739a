// One game of "What Gary Thinks": the spread (home and away line and price), the moneyline and the
// total (line, over, under) read from odds-ingest's market summaries, and Gary's pick on each.
import { easternDate, formatEasternTime } from '@gary/betting';

export type ThoughtSport = 'NBA' | 'MLB' | 'NHL';
export const THOUGHT_SPORTS: readonly ThoughtSport[] = ['NBA', 'MLB', 'NHL'];
export const isThoughtSport = (s: unknown): s is ThoughtSport => s === 'NBA' || s === 'MLB' || s === 'NHL';

export interface SidePrice {
  side: string;
  point: number;
  price: number;
  noVigProbability: number;
  ev: number;
}

export interface MarketSummary {
  market: string;
  sides: SidePrice[];
}

export interface SlateGame {
  eventId: string;
  sport: ThoughtSport;
  homeTeam: string;
  awayTeam: string;
  commenceTime: string;
  markets: MarketSummary[];
}

export interface ThoughtOdds {
  spread: { home: { line: number; odds: number }; away: { line: number; odds: number } };
  moneyline: { home: number; away: number };
  total: { line: number; over: number; under: number };
}

export interface GaryPicks {
  spread: 'home' | 'away';
  moneyline: 'home' | 'away';
  total: 'over' | 'under';
  rationale: string;
}

export interface ThoughtGame {
  id: string;
  league: ThoughtSport;
  sport: ThoughtSport;
  time: string;
  homeTeam: string;
  awayTeam: string;
  odds: ThoughtOdds;
  garyPicks: GaryPicks;
  fallback: boolean;
  writer: 'openai' | 'offline' | 'fallback';
  /** The game's facts snapshot (JCS text) and its SHA-256; absent on thoughts stored before facts were kept. */
  facts?: { sha256: string; canonical: string } | null;
  /** The text's numbers, each bound to a fact and checked ("claims checked n/n"). */
  claims?: { checked: number; total: number } | null;
}

/** The fallback when an analysis fails: home, home, over, said plainly. */
export const FALLBACK_RATIONALE = "Gary's still chewing on this one. Until the numbers say otherwise he leans home on the spread and the moneyline, and over on the total.";

const side = (m: MarketSummary | undefined, name: string) => m?.sides.find((s) => s.side === name);

/** The three markets of a game; null when it has none of them priced. */
export function thoughtOdds(game: SlateGame): ThoughtOdds | null {
  const spreads = game.markets.find((m) => m.market === 'spreads');
  const h2h = game.markets.find((m) => m.market === 'h2h');
  const totals = game.markets.find((m) => m.market === 'totals');
  if (!spreads && !h2h && !totals) return null;
  const sh = side(spreads, 'home');
  const sa = side(spreads, 'away');
  const over = side(totals, 'over');
  const under = side(totals, 'under');
  return {
    spread: { home: { line: sh?.point ?? 0, odds: sh?.price ?? 0 }, away: { line: sa?.point ?? 0, odds: sa?.price ?? 0 } },
    moneyline: { home: side(h2h, 'home')?.price ?? 0, away: side(h2h, 'away')?.price ?? 0 },
    total: { line: over?.point ?? under?.point ?? 0, over: over?.price ?? 0, under: under?.price ?? 0 },
  };
}

/** "NHL and What Gary Thinks: only games dated today (Eastern)". */
export function gamesOfDay(games: readonly SlateGame[], date: string): SlateGame[] {
  return games
    .filter((g) => {
      const d = easternDate(new Date(g.commenceTime));
      return d.ok && d.value === date;
    })
    .sort((a, b) => a.commenceTime.localeCompare(b.commenceTime));
}

export function thoughtOf(game: SlateGame, odds: ThoughtOdds, picks: GaryPicks, writer: ThoughtGame['writer']): ThoughtGame {
  return {
    id: game.eventId,
    league: game.sport,
    sport: game.sport,
    time: formatEasternTime(new Date(game.commenceTime)),
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    odds,
    garyPicks: picks,
    fallback: writer === 'fallback',
    writer,
  };
}

export function fallbackThought(game: SlateGame, odds: ThoughtOdds): ThoughtGame {
  return thoughtOf(game, odds, { spread: 'home', moneyline: 'home', total: 'over', rationale: FALLBACK_RATIONALE }, 'fallback');
}
