// Original file: gary/decisions/v1/decisions.proto

import type { DecisionPick as _gary_decisions_v1_DecisionPick, DecisionPick__Output as _gary_decisions_v1_DecisionPick__Output } from '../../../gary/decisions/v1/DecisionPick';

export interface Decision {
  'pickId'?: (string);
  'decision'?: (string);
  'outcome'?: (string);
  'createdAt'?: (string);
  'pick'?: (_gary_decisions_v1_DecisionPick | null);
  'stakeUnits'?: (number | string);
  'settledAt'?: (string);
  'price'?: (number);
  'netUnits'?: (number | string);
}

export interface Decision__Output {
  'pickId': (string);
  'decision': (string);
  'outcome': (string);
  'createdAt': (string);
  'pick': (_gary_decisions_v1_DecisionPick__Output | null);
  'stakeUnits': (number);
  'settledAt': (string);
  'price': (number);
  'netUnits': (number);
}
