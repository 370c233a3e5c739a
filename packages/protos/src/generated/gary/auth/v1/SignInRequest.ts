// Original file: gary/auth/v1/auth.proto


export interface SignInRequest {
  'email'?: (string);
  'password'?: (string);
  'ip'?: (string);
  'userAgent'?: (string);
  'deviceToken'?: (string);
}

export interface SignInRequest__Output {
  'email': (string);
  'password': (string);
  'ip': (string);
  'userAgent': (string);
  'deviceToken': (string);
}
