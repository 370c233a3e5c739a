// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface MovementBook {
  'bookmaker'?: (string);
  'side'?: (string);
  'point'?: (number | string);
  'price'?: (number);
  'impliedProbability'?: (number | string);
}

export interface MovementBook__Output {
  'bookmaker': (string);
  'side': (string);
  'point': (number);
  'price': (number);
  'impliedProbability': (number);
}
