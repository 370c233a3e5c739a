// Original file: gary/decisions/v1/decisions.proto


export interface LimitChange {
  'name'?: (string);
  'value'?: (number | string);
  '_value'?: "value";
}

export interface LimitChange__Output {
  'name': (string);
  'value'?: (number);
  '_value'?: "value";
}
