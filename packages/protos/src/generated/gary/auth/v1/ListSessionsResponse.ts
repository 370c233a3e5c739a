// Original file: gary/auth/v1/auth.proto

import type { SessionInfo as _gary_auth_v1_SessionInfo, SessionInfo__Output as _gary_auth_v1_SessionInfo__Output } from '../../../gary/auth/v1/SessionInfo';

export interface ListSessionsResponse {
  'sessions'?: (_gary_auth_v1_SessionInfo)[];
}

export interface ListSessionsResponse__Output {
  'sessions': (_gary_auth_v1_SessionInfo__Output)[];
}
