// Original file: gary/auth/v1/auth.proto

import type { User as _gary_auth_v1_User, User__Output as _gary_auth_v1_User__Output } from '../../../gary/auth/v1/User';

export interface SignUpResponse {
  'user'?: (_gary_auth_v1_User | null);
  'confirmationRequired'?: (boolean);
}

export interface SignUpResponse__Output {
  'user': (_gary_auth_v1_User__Output | null);
  'confirmationRequired': (boolean);
}
