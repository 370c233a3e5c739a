// Original file: gary/stats_ingest/v1/stats_ingest.proto

import type { PriorStart as _gary_stats_ingest_v1_PriorStart, PriorStart__Output as _gary_stats_ingest_v1_PriorStart__Output } from '../../../gary/stats_ingest/v1/PriorStart';

export interface Pitcher {
  'id'?: (string);
  'fullName'?: (string);
  'team'?: (string);
  'confirmed'?: (boolean);
  'era'?: (string);
  'whip'?: (string);
  'inningsPitched'?: (string);
  'strikeouts'?: (number);
  'walks'?: (number);
  'homeRuns'?: (number);
  'wins'?: (number);
  'losses'?: (number);
  'kPer_9'?: (number | string);
  'fip'?: (number | string);
  'gamesStarted'?: (number);
  'priorStarts'?: (_gary_stats_ingest_v1_PriorStart)[];
}

export interface Pitcher__Output {
  'id': (string);
  'fullName': (string);
  'team': (string);
  'confirmed': (boolean);
  'era': (string);
  'whip': (string);
  'inningsPitched': (string);
  'strikeouts': (number);
  'walks': (number);
  'homeRuns': (number);
  'wins': (number);
  'losses': (number);
  'kPer_9': (number);
  'fip': (number);
  'gamesStarted': (number);
  'priorStarts': (_gary_stats_ingest_v1_PriorStart__Output)[];
}
