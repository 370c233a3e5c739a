// Original file: gary/auth/v1/auth.proto


export interface UnsubscribeAlertRequest {
  'token'?: (string);
}

export interface UnsubscribeAlertRequest__Output {
  'token': (string);
}
