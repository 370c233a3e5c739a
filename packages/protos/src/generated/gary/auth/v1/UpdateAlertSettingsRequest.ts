// Original file: gary/auth/v1/auth.proto

import type { AlertPref as _gary_auth_v1_AlertPref, AlertPref__Output as _gary_auth_v1_AlertPref__Output } from '../../../gary/auth/v1/AlertPref';

export interface UpdateAlertSettingsRequest {
  'userId'?: (string);
  'timeZone'?: (string);
  'setQuiet'?: (boolean);
  'quietStart'?: (string);
  'quietEnd'?: (string);
  'prefs'?: (_gary_auth_v1_AlertPref)[];
  '_timeZone'?: "timeZone";
}

export interface UpdateAlertSettingsRequest__Output {
  'userId': (string);
  'timeZone'?: (string);
  'setQuiet': (boolean);
  'quietStart': (string);
  'quietEnd': (string);
  'prefs': (_gary_auth_v1_AlertPref__Output)[];
  '_timeZone'?: "timeZone";
}
