// Original file: gary/stats_ingest/v1/stats_ingest.proto


export interface PitchersRequest {
  'date'?: (string);
}

export interface PitchersRequest__Output {
  'date': (string);
}
