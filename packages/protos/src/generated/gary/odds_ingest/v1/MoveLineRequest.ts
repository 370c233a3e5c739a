// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface MoveLineRequest {
  'eventId'?: (string);
  'toward'?: (string);
}

export interface MoveLineRequest__Output {
  'eventId': (string);
  'toward': (string);
}
