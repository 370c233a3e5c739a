// Original file: gary/odds_ingest/v1/odds_ingest.proto

import type { MarketSummary as _gary_odds_ingest_v1_MarketSummary, MarketSummary__Output as _gary_odds_ingest_v1_MarketSummary__Output } from '../../../gary/odds_ingest/v1/MarketSummary';
import type { BookPrice as _gary_odds_ingest_v1_BookPrice, BookPrice__Output as _gary_odds_ingest_v1_BookPrice__Output } from '../../../gary/odds_ingest/v1/BookPrice';

export interface GameOdds {
  'eventId'?: (string);
  'sport'?: (string);
  'homeTeam'?: (string);
  'awayTeam'?: (string);
  'commenceTime'?: (string);
  'markets'?: (_gary_odds_ingest_v1_MarketSummary)[];
  'books'?: (_gary_odds_ingest_v1_BookPrice)[];
  'snapshotAt'?: (string);
  'status'?: (string);
}

export interface GameOdds__Output {
  'eventId': (string);
  'sport': (string);
  'homeTeam': (string);
  'awayTeam': (string);
  'commenceTime': (string);
  'markets': (_gary_odds_ingest_v1_MarketSummary__Output)[];
  'books': (_gary_odds_ingest_v1_BookPrice__Output)[];
  'snapshotAt': (string);
  'status': (string);
}
