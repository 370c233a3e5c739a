// Original file: gary/odds_ingest/v1/odds_ingest.proto

import type { MovementBook as _gary_odds_ingest_v1_MovementBook, MovementBook__Output as _gary_odds_ingest_v1_MovementBook__Output } from '../../../gary/odds_ingest/v1/MovementBook';

export interface MarketMovement {
  'market'?: (string);
  'bookmakers'?: (_gary_odds_ingest_v1_MovementBook)[];
  'discrepancy'?: (number | string);
  'significant'?: (boolean);
  'bestOption'?: (_gary_odds_ingest_v1_MovementBook | null);
  'analysis'?: (string);
  'openingPrice'?: (number);
  'latestPrice'?: (number);
  'openingPoint'?: (number | string);
  'latestPoint'?: (number | string);
}

export interface MarketMovement__Output {
  'market': (string);
  'bookmakers': (_gary_odds_ingest_v1_MovementBook__Output)[];
  'discrepancy': (number);
  'significant': (boolean);
  'bestOption': (_gary_odds_ingest_v1_MovementBook__Output | null);
  'analysis': (string);
  'openingPrice': (number);
  'latestPrice': (number);
  'openingPoint': (number);
  'latestPoint': (number);
}
