// Original file: gary/stats_ingest/v1/stats_ingest.proto

import type { KeyStat as _gary_stats_ingest_v1_KeyStat, KeyStat__Output as _gary_stats_ingest_v1_KeyStat__Output } from '../../../gary/stats_ingest/v1/KeyStat';

export interface Player {
  'id'?: (string);
  'name'?: (string);
  'position'?: (string);
  'stats'?: (_gary_stats_ingest_v1_KeyStat)[];
}

export interface Player__Output {
  'id': (string);
  'name': (string);
  'position': (string);
  'stats': (_gary_stats_ingest_v1_KeyStat__Output)[];
}
