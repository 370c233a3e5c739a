// Original file: gary/auth/v1/auth.proto


export interface GetAlertSettingsRequest {
  'userId'?: (string);
}

export interface GetAlertSettingsRequest__Output {
  'userId': (string);
}
