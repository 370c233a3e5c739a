// Original file: gary/common/v1/common.proto


export interface SportPerformance {
  'sport'?: (string);
  'wins'?: (number);
  'losses'?: (number);
  'pushes'?: (number);
  'winRate'?: (number | string);
}

export interface SportPerformance__Output {
  'sport': (string);
  'wins': (number);
  'losses': (number);
  'pushes': (number);
  'winRate': (number);
}
