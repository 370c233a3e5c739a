// Normalised odds shapes. Sides are matched to teams BY NAME when parsing: the provider's outcome
// order is not home/away.

export interface Quota {
  /** Credits left, from x-requests-remaining; null when the provider did not say. */
  readonly remaining: number | null;
  readonly used: number | null;
  /** Cost of the call that produced this answer. */
  readonly last: number | null;
}

export const UNKNOWN_QUOTA: Quota = { remaining: null, used: null, last: null };

export interface PricePoint {
  readonly point: number;
  readonly price: number;
}

export interface BookMarkets {
  readonly h2h?: { readonly home: number; readonly away: number; readonly draw?: number };
  readonly spreads?: { readonly home: PricePoint; readonly away: PricePoint };
  readonly totals?: { readonly point: number; readonly over: number; readonly under: number };
}

export interface BookmakerOdds {
  readonly key: string;
  readonly title: string;
  /** ISO UTC; null when neither the bookmaker nor its markets carried one. */
  readonly lastUpdate: string | null;
  readonly markets: BookMarkets;
  /** The sharp book (Pinnacle): stored for the fair price, never a book a member is offered. */
  readonly sharp?: boolean;
}

export interface GameEvent {
  readonly id: string;
  readonly sport: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  /** ISO UTC. */
  readonly commenceTime: string;
}

export interface GameOdds extends GameEvent {
  readonly bookmakers: readonly BookmakerOdds[];
}

export interface GameScore extends GameEvent {
  readonly completed: boolean;
  /** Null before the game starts. */
  readonly scores: { readonly home: number; readonly away: number } | null;
  readonly lastUpdate: string | null;
}

export interface SportInfo {
  readonly key: string;
  readonly group: string;
  readonly title: string;
  readonly description: string;
  readonly active: boolean;
  readonly hasOutrights: boolean;
}

export interface PropOutcome {
  /** 'Over' / 'Under' (or 'Yes' / 'No'). */
  readonly name: string;
  /** The player. */
  readonly description: string;
  readonly price: number;
  /** The line; yes/no markets have none. */
  readonly point: number | null;
}

export interface PropMarket {
  readonly key: string;
  readonly lastUpdate: string | null;
  readonly outcomes: readonly PropOutcome[];
}

export interface PropBookmaker {
  readonly key: string;
  readonly title: string;
  readonly markets: readonly PropMarket[];
}

export interface EventPropOdds extends GameEvent {
  readonly bookmakers: readonly PropBookmaker[];
  /** Markets that answered with data. */
  readonly marketsFound: readonly string[];
  /** Markets skipped because the provider answered 404 or 422, or had no data. */
  readonly marketsSkipped: readonly string[];
}
