// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface Quota {
  'remaining'?: (number);
  'used'?: (number);
  'last'?: (number);
  'updatedAt'?: (string);
  'simulated'?: (boolean);
  'floor'?: (number);
}

export interface Quota__Output {
  'remaining': (number);
  'used': (number);
  'last': (number);
  'updatedAt': (string);
  'simulated': (boolean);
  'floor': (number);
}
