// Original file: gary/auth/v1/auth.proto


export interface RequestResetRequest {
  'email'?: (string);
  'ip'?: (string);
  'redirectOrigin'?: (string);
}

export interface RequestResetRequest__Output {
  'email': (string);
  'ip': (string);
  'redirectOrigin': (string);
}
