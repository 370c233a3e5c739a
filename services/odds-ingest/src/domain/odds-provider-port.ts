// The odds port. The Odds API client and the simulated provider both implement it, so callers
// cannot tell them apart except by `simulated` on every answer.
import type { Answer } from '@gary/sports-world';
import type { EventPropOdds, GameEvent, GameOdds, GameScore, Quota, SportInfo } from './odds-types';

export type OddsAnswer<T> = Answer<T, { quota: Quota; warnings: readonly string[] }>;

export interface OddsQuery {
  readonly commenceTimeFrom?: Date;
  readonly commenceTimeTo?: Date;
  readonly eventIds?: readonly string[];
}

export interface OddsProvider {
  /** Every sport the provider knows (all=true), in season or not. */
  sports(): Promise<OddsAnswer<SportInfo[]>>;
  /** Upcoming and live games with h2h, spreads and totals from the featured US books. */
  odds(sport: string, query?: OddsQuery): Promise<OddsAnswer<GameOdds[]>>;
  events(sport: string, query?: Omit<OddsQuery, 'eventIds'>): Promise<OddsAnswer<GameEvent[]>>;
  /** Live and recently completed games (daysFrom 1..3), plus upcoming ones without scores. */
  scores(sport: string, query?: { daysFrom?: number; eventIds?: readonly string[] }): Promise<OddsAnswer<GameScore[]>>;
  /** One event's featured markets (h2h, spreads, totals): the line-movement input. */
  eventOdds(sport: string, eventId: string): Promise<OddsAnswer<GameOdds>>;
  /** One event's player props, one market at a time; a market the provider rejects is skipped. */
  eventPropOdds(sport: string, eventId: string, markets: readonly string[]): Promise<OddsAnswer<EventPropOdds>>;
}
