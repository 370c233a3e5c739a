// Original file: gary/pick_engine/v1/pick_engine.proto

import type { Pick as _gary_pick_engine_v1_Pick, Pick__Output as _gary_pick_engine_v1_Pick__Output } from '../../../gary/pick_engine/v1/Pick';

export interface Card {
  'date'?: (string);
  'shownFrom'?: (string);
  'pickIds'?: (string)[];
  'freePickId'?: (string);
  'parlayId'?: (string);
  'publishedAt'?: (string);
  'found'?: (boolean);
  'picks'?: (_gary_pick_engine_v1_Pick)[];
  'simulated'?: (boolean);
}

export interface Card__Output {
  'date': (string);
  'shownFrom': (string);
  'pickIds': (string)[];
  'freePickId': (string);
  'parlayId': (string);
  'publishedAt': (string);
  'found': (boolean);
  'picks': (_gary_pick_engine_v1_Pick__Output)[];
  'simulated': (boolean);
}
