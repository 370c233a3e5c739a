// Original file: gary/stats_ingest/v1/stats_ingest.proto

import type { KeyStat as _gary_stats_ingest_v1_KeyStat, KeyStat__Output as _gary_stats_ingest_v1_KeyStat__Output } from '../../../gary/stats_ingest/v1/KeyStat';
import type { Player as _gary_stats_ingest_v1_Player, Player__Output as _gary_stats_ingest_v1_Player__Output } from '../../../gary/stats_ingest/v1/Player';
import type { Injury as _gary_stats_ingest_v1_Injury, Injury__Output as _gary_stats_ingest_v1_Injury__Output } from '../../../gary/stats_ingest/v1/Injury';
import type { Pitcher as _gary_stats_ingest_v1_Pitcher, Pitcher__Output as _gary_stats_ingest_v1_Pitcher__Output } from '../../../gary/stats_ingest/v1/Pitcher';

export interface TeamContext {
  'name'?: (string);
  'record'?: (string);
  'lastTen'?: (string);
  'keyStats'?: (_gary_stats_ingest_v1_KeyStat)[];
  'topPlayers'?: (_gary_stats_ingest_v1_Player)[];
  'injuries'?: (_gary_stats_ingest_v1_Injury)[];
  'starter'?: (_gary_stats_ingest_v1_Pitcher | null);
  'rating'?: (number | string);
}

export interface TeamContext__Output {
  'name': (string);
  'record': (string);
  'lastTen': (string);
  'keyStats': (_gary_stats_ingest_v1_KeyStat__Output)[];
  'topPlayers': (_gary_stats_ingest_v1_Player__Output)[];
  'injuries': (_gary_stats_ingest_v1_Injury__Output)[];
  'starter': (_gary_stats_ingest_v1_Pitcher__Output | null);
  'rating': (number);
}
