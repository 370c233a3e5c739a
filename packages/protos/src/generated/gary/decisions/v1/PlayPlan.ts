// Original file: gary/decisions/v1/decisions.proto

import type { PlayLimit as _gary_decisions_v1_PlayLimit, PlayLimit__Output as _gary_decisions_v1_PlayLimit__Output } from '../../../gary/decisions/v1/PlayLimit';

export interface PlayPlan {
  'userId'?: (string);
  'stakeUnits'?: (number | string);
  'bankroll'?: (number | string);
  'unitSize'?: (number | string);
  'limits'?: (_gary_decisions_v1_PlayLimit)[];
  '_bankroll'?: "bankroll";
  '_unitSize'?: "unitSize";
}

export interface PlayPlan__Output {
  'userId': (string);
  'stakeUnits': (number);
  'bankroll'?: (number);
  'unitSize'?: (number);
  'limits': (_gary_decisions_v1_PlayLimit__Output)[];
  '_bankroll'?: "bankroll";
  '_unitSize'?: "unitSize";
}
