// Original file: gary/stats_ingest/v1/stats_ingest.proto

import type { PlayerLine as _gary_stats_ingest_v1_PlayerLine, PlayerLine__Output as _gary_stats_ingest_v1_PlayerLine__Output } from '../../../gary/stats_ingest/v1/PlayerLine';

export interface BoxScore {
  'found'?: (boolean);
  'sport'?: (string);
  'homeTeam'?: (string);
  'awayTeam'?: (string);
  'homeScore'?: (number);
  'awayScore'?: (number);
  'final'?: (boolean);
  'players'?: (_gary_stats_ingest_v1_PlayerLine)[];
  'simulated'?: (boolean);
}

export interface BoxScore__Output {
  'found': (boolean);
  'sport': (string);
  'homeTeam': (string);
  'awayTeam': (string);
  'homeScore': (number);
  'awayScore': (number);
  'final': (boolean);
  'players': (_gary_stats_ingest_v1_PlayerLine__Output)[];
  'simulated': (boolean);
}
