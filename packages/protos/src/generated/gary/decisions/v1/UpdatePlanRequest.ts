// Original file: gary/decisions/v1/decisions.proto

import type { LimitChange as _gary_decisions_v1_LimitChange, LimitChange__Output as _gary_decisions_v1_LimitChange__Output } from '../../../gary/decisions/v1/LimitChange';

export interface UpdatePlanRequest {
  'userId'?: (string);
  'stakeUnits'?: (number | string);
  'bankroll'?: (number | string);
  'unitSize'?: (number | string);
  'limits'?: (_gary_decisions_v1_LimitChange)[];
  '_stakeUnits'?: "stakeUnits";
  '_bankroll'?: "bankroll";
  '_unitSize'?: "unitSize";
}

export interface UpdatePlanRequest__Output {
  'userId': (string);
  'stakeUnits'?: (number);
  'bankroll'?: (number);
  'unitSize'?: (number);
  'limits': (_gary_decisions_v1_LimitChange__Output)[];
  '_stakeUnits'?: "stakeUnits";
  '_bankroll'?: "bankroll";
  '_unitSize'?: "unitSize";
}
