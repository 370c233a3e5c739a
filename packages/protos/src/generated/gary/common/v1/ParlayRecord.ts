// Original file: gary/common/v1/common.proto


export interface ParlayRecord {
  'wins'?: (number);
  'losses'?: (number);
  'pushes'?: (number);
  'units'?: (number | string);
}

export interface ParlayRecord__Output {
  'wins': (number);
  'losses': (number);
  'pushes': (number);
  'units': (number);
}
