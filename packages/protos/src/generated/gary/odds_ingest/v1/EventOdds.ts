// Original file: gary/odds_ingest/v1/odds_ingest.proto

import type { GameOdds as _gary_odds_ingest_v1_GameOdds, GameOdds__Output as _gary_odds_ingest_v1_GameOdds__Output } from '../../../gary/odds_ingest/v1/GameOdds';

export interface EventOdds {
  'game'?: (_gary_odds_ingest_v1_GameOdds | null);
  'simulated'?: (boolean);
}

export interface EventOdds__Output {
  'game': (_gary_odds_ingest_v1_GameOdds__Output | null);
  'simulated': (boolean);
}
