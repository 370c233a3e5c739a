// Original file: gary/common/v1/common.proto


export interface MostProfitable {
  'type'?: (string);
  'units'?: (number | string);
  'roi'?: (number | string);
  'count'?: (number);
  'roiCi95'?: (number | string)[];
}

export interface MostProfitable__Output {
  'type': (string);
  'units': (number);
  'roi': (number);
  'count': (number);
  'roiCi95': (number)[];
}
