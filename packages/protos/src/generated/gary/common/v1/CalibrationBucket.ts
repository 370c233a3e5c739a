// Original file: gary/common/v1/common.proto


export interface CalibrationBucket {
  'bucket'?: (string);
  'picks'?: (number);
  'winRate'?: (number | string);
  'meanConfidence'?: (number | string);
}

export interface CalibrationBucket__Output {
  'bucket': (string);
  'picks': (number);
  'winRate': (number);
  'meanConfidence': (number);
}
