// Original file: gary/auth/v1/auth.proto


export interface ConfirmRequest {
  'token'?: (string);
}

export interface ConfirmRequest__Output {
  'token': (string);
}
