// Original file: gary/auth/v1/auth.proto

import type { User as _gary_auth_v1_User, User__Output as _gary_auth_v1_User__Output } from '../../../gary/auth/v1/User';

export interface Session {
  'accessToken'?: (string);
  'expiresIn'?: (number);
  'refreshToken'?: (string);
  'refreshExpiresAt'?: (string);
  'user'?: (_gary_auth_v1_User | null);
  'sessionId'?: (string);
  'deviceToken'?: (string);
}

export interface Session__Output {
  'accessToken': (string);
  'expiresIn': (number);
  'refreshToken': (string);
  'refreshExpiresAt': (string);
  'user': (_gary_auth_v1_User__Output | null);
  'sessionId': (string);
  'deviceToken': (string);
}
