// Original file: gary/common/v1/common.proto


export interface BetTypeStat {
  'type'?: (string);
  'count'?: (number);
  'wins'?: (number);
  'losses'?: (number);
  'pushes'?: (number);
  'units'?: (number | string);
}

export interface BetTypeStat__Output {
  'type': (string);
  'count': (number);
  'wins': (number);
  'losses': (number);
  'pushes': (number);
  'units': (number);
}
