// Original file: gary/thoughts/v1/thoughts.proto

import type { ThoughtGame as _gary_thoughts_v1_ThoughtGame, ThoughtGame__Output as _gary_thoughts_v1_ThoughtGame__Output } from '../../../gary/thoughts/v1/ThoughtGame';

export interface Thoughts {
  'date'?: (string);
  'sport'?: (string);
  'games'?: (_gary_thoughts_v1_ThoughtGame)[];
  'simulated'?: (boolean);
  'error'?: (string);
}

export interface Thoughts__Output {
  'date': (string);
  'sport': (string);
  'games': (_gary_thoughts_v1_ThoughtGame__Output)[];
  'simulated': (boolean);
  'error': (string);
}
