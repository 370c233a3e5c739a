// Original file: gary/auth/v1/auth.proto

import type { PlayBreak as _gary_auth_v1_PlayBreak, PlayBreak__Output as _gary_auth_v1_PlayBreak__Output } from '../../../gary/auth/v1/PlayBreak';

export interface PlayStatus {
  'state'?: (string);
  'until'?: (string);
  'awaitingConfirmation'?: (boolean);
  'needsDateOfBirth'?: (boolean);
  'current'?: (_gary_auth_v1_PlayBreak | null);
  'history'?: (_gary_auth_v1_PlayBreak)[];
}

export interface PlayStatus__Output {
  'state': (string);
  'until': (string);
  'awaitingConfirmation': (boolean);
  'needsDateOfBirth': (boolean);
  'current': (_gary_auth_v1_PlayBreak__Output | null);
  'history': (_gary_auth_v1_PlayBreak__Output)[];
}
