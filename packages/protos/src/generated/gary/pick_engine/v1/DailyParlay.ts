// Original file: gary/pick_engine/v1/pick_engine.proto

import type { Parlay as _gary_pick_engine_v1_Parlay, Parlay__Output as _gary_pick_engine_v1_Parlay__Output } from '../../../gary/pick_engine/v1/Parlay';

export interface DailyParlay {
  'date'?: (string);
  'found'?: (boolean);
  'parlay'?: (_gary_pick_engine_v1_Parlay | null);
}

export interface DailyParlay__Output {
  'date': (string);
  'found': (boolean);
  'parlay': (_gary_pick_engine_v1_Parlay__Output | null);
}
