// Original file: gary/thoughts/v1/thoughts.proto

import type { LineOdds as _gary_thoughts_v1_LineOdds, LineOdds__Output as _gary_thoughts_v1_LineOdds__Output } from '../../../gary/thoughts/v1/LineOdds';

export interface ThoughtOdds {
  'spreadHome'?: (_gary_thoughts_v1_LineOdds | null);
  'spreadAway'?: (_gary_thoughts_v1_LineOdds | null);
  'moneylineHome'?: (number);
  'moneylineAway'?: (number);
  'totalLine'?: (number | string);
  'totalOver'?: (number);
  'totalUnder'?: (number);
}

export interface ThoughtOdds__Output {
  'spreadHome': (_gary_thoughts_v1_LineOdds__Output | null);
  'spreadAway': (_gary_thoughts_v1_LineOdds__Output | null);
  'moneylineHome': (number);
  'moneylineAway': (number);
  'totalLine': (number);
  'totalOver': (number);
  'totalUnder': (number);
}
