// Original file: gary/auth/v1/auth.proto


export interface AlertPref {
  'kind'?: (string);
  'channel'?: (string);
  'on'?: (boolean);
}

export interface AlertPref__Output {
  'kind': (string);
  'channel': (string);
  'on': (boolean);
}
