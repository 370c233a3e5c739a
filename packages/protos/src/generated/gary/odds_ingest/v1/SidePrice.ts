// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface SidePrice {
  'side'?: (string);
  'team'?: (string);
  'point'?: (number | string);
  'price'?: (number);
  'bookmaker'?: (string);
  'noVigProbability'?: (number | string);
  'ev'?: (number | string);
  'sharpNoVigProbability'?: (number | string);
  'sharpPrice'?: (number);
}

export interface SidePrice__Output {
  'side': (string);
  'team': (string);
  'point': (number);
  'price': (number);
  'bookmaker': (string);
  'noVigProbability': (number);
  'ev': (number);
  'sharpNoVigProbability': (number);
  'sharpPrice': (number);
}
