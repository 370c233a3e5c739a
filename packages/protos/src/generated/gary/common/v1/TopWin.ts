// Original file: gary/common/v1/common.proto


export interface TopWin {
  'matchup'?: (string);
  'pick'?: (string);
  'odds'?: (number);
  'date'?: (string);
  'amount'?: (number | string);
}

export interface TopWin__Output {
  'matchup': (string);
  'pick': (string);
  'odds': (number);
  'date': (string);
  'amount': (number);
}
