// Original file: gary/decisions/v1/decisions.proto


export interface PlayLimit {
  'name'?: (string);
  'value'?: (number | string);
  'pending'?: (boolean);
  'pendingValue'?: (number | string);
  'pendingAppliesAt'?: (string);
  'used'?: (number | string);
  'resetsAt'?: (string);
  '_value'?: "value";
  '_pendingValue'?: "pendingValue";
}

export interface PlayLimit__Output {
  'name': (string);
  'value'?: (number);
  'pending': (boolean);
  'pendingValue'?: (number);
  'pendingAppliesAt': (string);
  'used': (number);
  'resetsAt': (string);
  '_value'?: "value";
  '_pendingValue'?: "pendingValue";
}
