// Original file: gary/stats_ingest/v1/stats_ingest.proto

import type { Pitcher as _gary_stats_ingest_v1_Pitcher, Pitcher__Output as _gary_stats_ingest_v1_Pitcher__Output } from '../../../gary/stats_ingest/v1/Pitcher';

export interface Pitchers {
  'pitchers'?: (_gary_stats_ingest_v1_Pitcher)[];
  'simulated'?: (boolean);
}

export interface Pitchers__Output {
  'pitchers': (_gary_stats_ingest_v1_Pitcher__Output)[];
  'simulated': (boolean);
}
