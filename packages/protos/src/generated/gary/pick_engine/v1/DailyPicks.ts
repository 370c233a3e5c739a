// Original file: gary/pick_engine/v1/pick_engine.proto

import type { Pick as _gary_pick_engine_v1_Pick, Pick__Output as _gary_pick_engine_v1_Pick__Output } from '../../../gary/pick_engine/v1/Pick';

export interface DailyPicks {
  'date'?: (string);
  'picks'?: (_gary_pick_engine_v1_Pick)[];
  'simulated'?: (boolean);
  'shownFrom'?: (string);
  'freePickId'?: (string);
  'complete'?: (boolean);
}

export interface DailyPicks__Output {
  'date': (string);
  'picks': (_gary_pick_engine_v1_Pick__Output)[];
  'simulated': (boolean);
  'shownFrom': (string);
  'freePickId': (string);
  'complete': (boolean);
}
