// Original file: gary/pick_engine/v1/pick_engine.proto


export interface TeamForm {
  'side'?: (string);
  'team'?: (string);
  'picked'?: (boolean);
  'record'?: (string);
  'lastTen'?: (string);
  'restDays'?: (number);
  'out'?: (string)[];
  'starter'?: (string);
  '_restDays'?: "restDays";
}

export interface TeamForm__Output {
  'side': (string);
  'team': (string);
  'picked': (boolean);
  'record': (string);
  'lastTen': (string);
  'restDays'?: (number);
  'out': (string)[];
  'starter': (string);
  '_restDays'?: "restDays";
}
