// Original file: gary/odds_ingest/v1/odds_ingest.proto


export interface PropOption {
  'player'?: (string);
  'team'?: (string);
  'market'?: (string);
  'line'?: (number | string);
  'overOdds'?: (number);
  'underOdds'?: (number);
  'bookmaker'?: (string);
  'hasOver'?: (boolean);
  'hasUnder'?: (boolean);
}

export interface PropOption__Output {
  'player': (string);
  'team': (string);
  'market': (string);
  'line': (number);
  'overOdds': (number);
  'underOdds': (number);
  'bookmaker': (string);
  'hasOver': (boolean);
  'hasUnder': (boolean);
}
