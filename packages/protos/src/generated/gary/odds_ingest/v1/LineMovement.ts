// Original file: gary/odds_ingest/v1/odds_ingest.proto

import type { MarketMovement as _gary_odds_ingest_v1_MarketMovement, MarketMovement__Output as _gary_odds_ingest_v1_MarketMovement__Output } from '../../../gary/odds_ingest/v1/MarketMovement';
import type { RecommendedBet as _gary_odds_ingest_v1_RecommendedBet, RecommendedBet__Output as _gary_odds_ingest_v1_RecommendedBet__Output } from '../../../gary/odds_ingest/v1/RecommendedBet';

export interface LineMovement {
  'eventId'?: (string);
  'sport'?: (string);
  'homeTeam'?: (string);
  'awayTeam'?: (string);
  'commenceTime'?: (string);
  'markets'?: (_gary_odds_ingest_v1_MarketMovement)[];
  'recommendedBets'?: (_gary_odds_ingest_v1_RecommendedBet)[];
  'error'?: (string);
}

export interface LineMovement__Output {
  'eventId': (string);
  'sport': (string);
  'homeTeam': (string);
  'awayTeam': (string);
  'commenceTime': (string);
  'markets': (_gary_odds_ingest_v1_MarketMovement__Output)[];
  'recommendedBets': (_gary_odds_ingest_v1_RecommendedBet__Output)[];
  'error': (string);
}
