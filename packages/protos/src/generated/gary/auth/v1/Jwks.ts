// Original file: gary/auth/v1/auth.proto

import type { Jwk as _gary_auth_v1_Jwk, Jwk__Output as _gary_auth_v1_Jwk__Output } from '../../../gary/auth/v1/Jwk';

export interface Jwks {
  'keys'?: (_gary_auth_v1_Jwk)[];
}

export interface Jwks__Output {
  'keys': (_gary_auth_v1_Jwk__Output)[];
}
