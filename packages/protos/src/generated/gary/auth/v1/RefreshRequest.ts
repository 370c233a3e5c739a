// Original file: gary/auth/v1/auth.proto


export interface RefreshRequest {
  'refreshToken'?: (string);
  'ip'?: (string);
}

export interface RefreshRequest__Output {
  'refreshToken': (string);
  'ip': (string);
}
