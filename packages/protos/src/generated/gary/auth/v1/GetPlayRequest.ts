// Original file: gary/auth/v1/auth.proto


export interface GetPlayRequest {
  'userId'?: (string);
}

export interface GetPlayRequest__Output {
  'userId': (string);
}
