// Original file: gary/common/v1/common.proto


export interface Caller {
  'userId'?: (string);
  'role'?: (string);
  'guest'?: (boolean);
}

export interface Caller__Output {
  'userId': (string);
  'role': (string);
  'guest': (boolean);
}
