// Original file: gary/auth/v1/auth.proto


export interface ListSessionsRequest {
  'userId'?: (string);
  'currentSessionId'?: (string);
}

export interface ListSessionsRequest__Output {
  'userId': (string);
  'currentSessionId': (string);
}
