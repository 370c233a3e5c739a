// Original file: gary/decisions/v1/decisions.proto


export interface DecisionPick {
  'pick'?: (string);
  'league'?: (string);
  'matchup'?: (string);
  'gameTime'?: (string);
  'result'?: (string);
  'odds'?: (number);
}

export interface DecisionPick__Output {
  'pick': (string);
  'league': (string);
  'matchup': (string);
  'gameTime': (string);
  'result': (string);
  'odds': (number);
}
