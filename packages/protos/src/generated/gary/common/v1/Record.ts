// Original file: gary/common/v1/common.proto


export interface Record {
  'wins'?: (number);
  'losses'?: (number);
  'pushes'?: (number);
}

export interface Record__Output {
  'wins': (number);
  'losses': (number);
  'pushes': (number);
}
