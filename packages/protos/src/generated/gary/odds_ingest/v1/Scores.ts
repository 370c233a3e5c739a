// Original file: gary/odds_ingest/v1/odds_ingest.proto

import type { GameScore as _gary_odds_ingest_v1_GameScore, GameScore__Output as _gary_odds_ingest_v1_GameScore__Output } from '../../../gary/odds_ingest/v1/GameScore';

export interface Scores {
  'games'?: (_gary_odds_ingest_v1_GameScore)[];
  'simulated'?: (boolean);
}

export interface Scores__Output {
  'games': (_gary_odds_ingest_v1_GameScore__Output)[];
  'simulated': (boolean);
}
