// Original file: gary/auth/v1/auth.proto


export interface SignOutRequest {
  'refreshToken'?: (string);
  'sessionId'?: (string);
}

export interface SignOutRequest__Output {
  'refreshToken': (string);
  'sessionId': (string);
}
