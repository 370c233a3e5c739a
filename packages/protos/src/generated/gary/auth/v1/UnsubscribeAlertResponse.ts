// Original file: gary/auth/v1/auth.proto


export interface UnsubscribeAlertResponse {
  'kind'?: (string);
}

export interface UnsubscribeAlertResponse__Output {
  'kind': (string);
}
