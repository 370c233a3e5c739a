// Original file: gary/decisions/v1/decisions.proto

import type { Decision as _gary_decisions_v1_Decision, Decision__Output as _gary_decisions_v1_Decision__Output } from '../../../gary/decisions/v1/Decision';

export interface ListMineResponse {
  'decisions'?: (_gary_decisions_v1_Decision)[];
}

export interface ListMineResponse__Output {
  'decisions': (_gary_decisions_v1_Decision__Output)[];
}
