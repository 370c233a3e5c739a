// Original file: gary/auth/v1/auth.proto


export interface ConfirmResetRequest {
  'token'?: (string);
  'password'?: (string);
}

export interface ConfirmResetRequest__Output {
  'token': (string);
  'password': (string);
}
