// Original file: gary/decisions/v1/decisions.proto


export interface SpendBucket {
  'start'?: (string);
  'netUnits'?: (number | string);
  'stakedUnits'?: (number | string);
  'decisions'?: (number);
  'settled'?: (number);
}

export interface SpendBucket__Output {
  'start': (string);
  'netUnits': (number);
  'stakedUnits': (number);
  'decisions': (number);
  'settled': (number);
}
