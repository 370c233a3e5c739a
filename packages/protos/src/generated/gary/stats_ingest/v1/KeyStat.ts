// Original file: gary/stats_ingest/v1/stats_ingest.proto


export interface KeyStat {
  'name'?: (string);
  'value'?: (string);
}

export interface KeyStat__Output {
  'name': (string);
  'value': (string);
}
