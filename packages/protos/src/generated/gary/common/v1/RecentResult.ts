// Original file: gary/common/v1/common.proto


export interface RecentResult {
  'date'?: (string);
  'sport'?: (string);
  'matchup'?: (string);
  'pick'?: (string);
  'odds'?: (number);
  'result'?: (string);
  'pickId'?: (string);
  'clv'?: (number | string);
  'corrected'?: (boolean);
  '_clv'?: "clv";
}

export interface RecentResult__Output {
  'date': (string);
  'sport': (string);
  'matchup': (string);
  'pick': (string);
  'odds': (number);
  'result': (string);
  'pickId': (string);
  'clv'?: (number);
  'corrected': (boolean);
  '_clv'?: "clv";
}
