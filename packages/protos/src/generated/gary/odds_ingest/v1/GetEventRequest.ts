// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface GetEventRequest {
  'eventId'?: (string);
}

export interface GetEventRequest__Output {
  'eventId': (string);
}
