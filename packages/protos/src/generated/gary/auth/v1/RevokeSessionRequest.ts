// Original file: gary/auth/v1/auth.proto


export interface RevokeSessionRequest {
  'userId'?: (string);
  'sessionId'?: (string);
}

export interface RevokeSessionRequest__Output {
  'userId': (string);
  'sessionId': (string);
}
