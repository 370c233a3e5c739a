// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface GetPropMarketsRequest {
  'eventId'?: (string);
  'markets'?: (string)[];
}

export interface GetPropMarketsRequest__Output {
  'eventId': (string);
  'markets': (string)[];
}
