// Original file: gary/odds_ingest/v1/odds_ingest.proto

import type { PropOption as _gary_odds_ingest_v1_PropOption, PropOption__Output as _gary_odds_ingest_v1_PropOption__Output } from '../../../gary/odds_ingest/v1/PropOption';

export interface PropMarkets {
  'eventId'?: (string);
  'props'?: (_gary_odds_ingest_v1_PropOption)[];
  'skippedMarkets'?: (string)[];
  'simulated'?: (boolean);
}

export interface PropMarkets__Output {
  'eventId': (string);
  'props': (_gary_odds_ingest_v1_PropOption__Output)[];
  'skippedMarkets': (string)[];
  'simulated': (boolean);
}
