// Original file: gary/auth/v1/auth.proto


export interface Jwk {
  'kty'?: (string);
  'kid'?: (string);
  'alg'?: (string);
  'use'?: (string);
  'crv'?: (string);
  'x'?: (string);
  'y'?: (string);
  'n'?: (string);
  'e'?: (string);
}

export interface Jwk__Output {
  'kty': (string);
  'kid': (string);
  'alg': (string);
  'use': (string);
  'crv': (string);
  'x': (string);
  'y': (string);
  'n': (string);
  'e': (string);
}
