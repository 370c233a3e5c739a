// Original file: gary/thoughts/v1/thoughts.proto


export interface GaryPicks {
  'spread'?: (string);
  'moneyline'?: (string);
  'total'?: (string);
  'rationale'?: (string);
}

export interface GaryPicks__Output {
  'spread': (string);
  'moneyline': (string);
  'total': (string);
  'rationale': (string);
}
