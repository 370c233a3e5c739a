// Original file: gary/auth/v1/auth.proto


export interface ConfirmBreakEndRequest {
  'userId'?: (string);
  'password'?: (string);
}

export interface ConfirmBreakEndRequest__Output {
  'userId': (string);
  'password': (string);
}
