// What the quantitative core and the writers know about one game, in plain domain terms (the
// adapters translate odds-ingest's and stats-ingest's gRPC messages into this).

export const LEAGUES = ['NBA', 'MLB', 'NHL', 'NFL', 'EPL'] as const;
export type League = (typeof LEAGUES)[number];
export const isLeague = (v: unknown): v is League => typeof v === 'string' && (LEAGUES as readonly string[]).includes(v);

export type TeamSide = 'home' | 'away';

/** One side of a market: the best price across books and the books' consensus no-vig probability. */
export interface SideQuote {
  side: TeamSide | 'draw';
  team: string;
  /** Spread from this side's view (-4.5); 0 for moneyline. */
  point: number;
  /** Best American price across books; null when no book priced it. */
  price: number | null;
  bookmaker: string;
  noVig: number | null;
  /** The sharp book's (Pinnacle's) no-vig probability on the same point; null or absent when it hangs none. */
  sharpNoVig?: number | null;
  /** The sharp book's own American price on that point (for decidePick's `sharp` market input); never a price a member is offered. */
  sharpPrice?: number | null;
}

/** How the home side's price and line moved from the opening snapshot to the latest. */
export interface MarketMove {
  market: 'h2h' | 'spreads';
  openingPrice: number | null;
  latestPrice: number | null;
  openingPoint: number | null;
  latestPoint: number | null;
}

export interface InjuryFact {
  player: string;
  status: string;
  description: string;
}

/** One earlier start of a probable starter (MLB Stats API game log). */
export interface PriorStartFact {
  date: string;
  opponent: string;
  inningsPitched: number;
  earnedRuns: number;
  strikeouts: number;
  walks: number;
  hits: number;
  homeRuns: number;
  battersFaced: number;
}

export interface StarterFact {
  /** MLB Stats API person id; absent when the feed gave none. */
  id?: string;
  name: string;
  confirmed: boolean;
  era: number | null;
  whip: number | null;
  wins: number;
  losses: number;
  kPer9: number | null;
  /** His starts before the game, oldest first; absent when unknown. */
  priorStarts?: PriorStartFact[];
}

export interface TeamFacts {
  name: string;
  /** 'W-L' or 'W-L-OTL' */
  record: string | null;
  /** Form over the last ten, '7-3'. */
  lastTen: string | null;
  injuries: InjuryFact[];
  starter: StarterFact | null;
  keyStats: { name: string; value: string }[];
  topPlayers: string[];
}

export interface SeriesFacts {
  found: boolean;
  teamA: string;
  teamB: string;
  teamAWins: number;
  teamBWins: number;
  status: string;
}

export interface MatchupFacts {
  home: TeamFacts;
  away: TeamFacts;
  startersConfirmed: boolean;
  venue: string | null;
  series: SeriesFacts | null;
}

export interface GameInput {
  eventId: string;
  league: League;
  homeTeam: string;
  awayTeam: string;
  /** ISO UTC commence time. */
  commenceTime: string;
  status: string;
  h2h: SideQuote[];
  spreads: SideQuote[];
  bookmakers: number;
  moves: MarketMove[];
  context: MatchupFacts | null;
  simulated: boolean;
}
