// Original file: gary/stats_ingest/v1/stats_ingest.proto

import type { TeamContext as _gary_stats_ingest_v1_TeamContext, TeamContext__Output as _gary_stats_ingest_v1_TeamContext__Output } from '../../../gary/stats_ingest/v1/TeamContext';
import type { SeriesState as _gary_stats_ingest_v1_SeriesState, SeriesState__Output as _gary_stats_ingest_v1_SeriesState__Output } from '../../../gary/stats_ingest/v1/SeriesState';

export interface MatchupContext {
  'sport'?: (string);
  'home'?: (_gary_stats_ingest_v1_TeamContext | null);
  'away'?: (_gary_stats_ingest_v1_TeamContext | null);
  'series'?: (_gary_stats_ingest_v1_SeriesState | null);
  'venue'?: (string);
  'simulated'?: (boolean);
  'summary'?: (string);
  'startersConfirmed'?: (boolean);
}

export interface MatchupContext__Output {
  'sport': (string);
  'home': (_gary_stats_ingest_v1_TeamContext__Output | null);
  'away': (_gary_stats_ingest_v1_TeamContext__Output | null);
  'series': (_gary_stats_ingest_v1_SeriesState__Output | null);
  'venue': (string);
  'simulated': (boolean);
  'summary': (string);
  'startersConfirmed': (boolean);
}
