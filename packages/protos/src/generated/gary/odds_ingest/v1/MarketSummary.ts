// Original file: gary/odds_ingest/v1/odds_ingest.proto

import type { SidePrice as _gary_odds_ingest_v1_SidePrice, SidePrice__Output as _gary_odds_ingest_v1_SidePrice__Output } from '../../../gary/odds_ingest/v1/SidePrice';

export interface MarketSummary {
  'market'?: (string);
  'sides'?: (_gary_odds_ingest_v1_SidePrice)[];
  'bookmakers'?: (number);
}

export interface MarketSummary__Output {
  'market': (string);
  'sides': (_gary_odds_ingest_v1_SidePrice__Output)[];
  'bookmakers': (number);
}
