// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface GetScoresRequest {
  'sport'?: (string);
  'date'?: (string);
}

export interface GetScoresRequest__Output {
  'sport': (string);
  'date': (string);
}
