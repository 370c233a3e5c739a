// Original file: gary/common/v1/common.proto


export interface UnitsPoint {
  'date'?: (string);
  'units'?: (number | string);
}

export interface UnitsPoint__Output {
  'date': (string);
  'units': (number);
}
