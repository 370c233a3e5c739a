// Original file: gary/pick_engine/v1/pick_engine.proto

import type { Correction as _gary_pick_engine_v1_Correction, Correction__Output as _gary_pick_engine_v1_Correction__Output } from '../../../gary/pick_engine/v1/Correction';

export interface Corrections {
  'corrections'?: (_gary_pick_engine_v1_Correction)[];
}

export interface Corrections__Output {
  'corrections': (_gary_pick_engine_v1_Correction__Output)[];
}
