// Original file: gary/odds_ingest/v1/odds_ingest.proto

import type { GameOdds as _gary_odds_ingest_v1_GameOdds, GameOdds__Output as _gary_odds_ingest_v1_GameOdds__Output } from '../../../gary/odds_ingest/v1/GameOdds';

export interface Slate {
  'sport'?: (string);
  'date'?: (string);
  'simulated'?: (boolean);
  'games'?: (_gary_odds_ingest_v1_GameOdds)[];
  'inSeason'?: (boolean);
}

export interface Slate__Output {
  'sport': (string);
  'date': (string);
  'simulated': (boolean);
  'games': (_gary_odds_ingest_v1_GameOdds__Output)[];
  'inSeason': (boolean);
}
