// Original file: gary/auth/v1/auth.proto


export interface ListMailRequest {
  'to'?: (string);
  'limit'?: (number);
  'password'?: (string);
  'ip'?: (string);
}

export interface ListMailRequest__Output {
  'to': (string);
  'limit': (number);
  'password': (string);
  'ip': (string);
}
