// Original file: gary/auth/v1/auth.proto


export interface GuestRequest {
  'ip'?: (string);
}

export interface GuestRequest__Output {
  'ip': (string);
}
