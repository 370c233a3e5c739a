// Original file: gary/auth/v1/auth.proto

import type { Mail as _gary_auth_v1_Mail, Mail__Output as _gary_auth_v1_Mail__Output } from '../../../gary/auth/v1/Mail';

export interface ListMailResponse {
  'messages'?: (_gary_auth_v1_Mail)[];
}

export interface ListMailResponse__Output {
  'messages': (_gary_auth_v1_Mail__Output)[];
}
