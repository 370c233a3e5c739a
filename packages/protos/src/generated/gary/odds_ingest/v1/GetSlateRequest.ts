// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface GetSlateRequest {
  'sport'?: (string);
  'date'?: (string);
}

export interface GetSlateRequest__Output {
  'sport': (string);
  'date': (string);
}
