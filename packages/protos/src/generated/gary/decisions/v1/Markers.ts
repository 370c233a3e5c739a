// Original file: gary/decisions/v1/decisions.proto

import type { HarmMarker as _gary_decisions_v1_HarmMarker, HarmMarker__Output as _gary_decisions_v1_HarmMarker__Output } from '../../../gary/decisions/v1/HarmMarker';

export interface Markers {
  'markers'?: (_gary_decisions_v1_HarmMarker)[];
  'response'?: (string);
}

export interface Markers__Output {
  'markers': (_gary_decisions_v1_HarmMarker__Output)[];
  'response': (string);
}
