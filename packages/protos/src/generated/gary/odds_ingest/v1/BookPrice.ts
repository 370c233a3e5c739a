// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface BookPrice {
  'bookmaker'?: (string);
  'side'?: (string);
  'point'?: (number | string);
  'price'?: (number);
  'lastUpdate'?: (string);
}

export interface BookPrice__Output {
  'bookmaker': (string);
  'side': (string);
  'point': (number);
  'price': (number);
  'lastUpdate': (string);
}
