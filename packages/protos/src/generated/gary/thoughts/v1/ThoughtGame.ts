// Original file: gary/thoughts/v1/thoughts.proto

import type { ThoughtOdds as _gary_thoughts_v1_ThoughtOdds, ThoughtOdds__Output as _gary_thoughts_v1_ThoughtOdds__Output } from '../../../gary/thoughts/v1/ThoughtOdds';
import type { GaryPicks as _gary_thoughts_v1_GaryPicks, GaryPicks__Output as _gary_thoughts_v1_GaryPicks__Output } from '../../../gary/thoughts/v1/GaryPicks';

export interface ThoughtGame {
  'id'?: (string);
  'league'?: (string);
  'time'?: (string);
  'homeTeam'?: (string);
  'awayTeam'?: (string);
  'odds'?: (_gary_thoughts_v1_ThoughtOdds | null);
  'garyPicks'?: (_gary_thoughts_v1_GaryPicks | null);
  'fallback'?: (boolean);
  'factsSha256'?: (string);
  'claimsChecked'?: (number);
  'claimsTotal'?: (number);
}

export interface ThoughtGame__Output {
  'id': (string);
  'league': (string);
  'time': (string);
  'homeTeam': (string);
  'awayTeam': (string);
  'odds': (_gary_thoughts_v1_ThoughtOdds__Output | null);
  'garyPicks': (_gary_thoughts_v1_GaryPicks__Output | null);
  'fallback': (boolean);
  'factsSha256': (string);
  'claimsChecked': (number);
  'claimsTotal': (number);
}
