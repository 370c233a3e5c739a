// Original file: gary/auth/v1/auth.proto


export interface DeleteAccountRequest {
  'userId'?: (string);
  'password'?: (string);
  'ip'?: (string);
}

export interface DeleteAccountRequest__Output {
  'userId': (string);
  'password': (string);
  'ip': (string);
}
