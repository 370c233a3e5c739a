// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface RefreshRequest {
  'sport'?: (string);
}

export interface RefreshRequest__Output {
  'sport': (string);
}
