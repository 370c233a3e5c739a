// Original file: gary/auth/v1/auth.proto


export interface StartBreakRequest {
  'userId'?: (string);
  'kind'?: (string);
  'period'?: (string);
}

export interface StartBreakRequest__Output {
  'userId': (string);
  'kind': (string);
  'period': (string);
}
