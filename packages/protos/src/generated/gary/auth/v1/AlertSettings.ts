// Original file: gary/auth/v1/auth.proto

import type { AlertPref as _gary_auth_v1_AlertPref, AlertPref__Output as _gary_auth_v1_AlertPref__Output } from '../../../gary/auth/v1/AlertPref';

export interface AlertSettings {
  'timeZone'?: (string);
  'quietStart'?: (string);
  'quietEnd'?: (string);
  'prefs'?: (_gary_auth_v1_AlertPref)[];
  'pushSubscriptions'?: (number);
  'vapidPublicKey'?: (string);
}

export interface AlertSettings__Output {
  'timeZone': (string);
  'quietStart': (string);
  'quietEnd': (string);
  'prefs': (_gary_auth_v1_AlertPref__Output)[];
  'pushSubscriptions': (number);
  'vapidPublicKey': (string);
}
