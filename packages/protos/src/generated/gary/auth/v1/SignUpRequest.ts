// Original file: gary/auth/v1/auth.proto


export interface SignUpRequest {
  'email'?: (string);
  'password'?: (string);
  'ip'?: (string);
  'redirectOrigin'?: (string);
  'dateOfBirth'?: (string);
}

export interface SignUpRequest__Output {
  'email': (string);
  'password': (string);
  'ip': (string);
  'redirectOrigin': (string);
  'dateOfBirth': (string);
}
