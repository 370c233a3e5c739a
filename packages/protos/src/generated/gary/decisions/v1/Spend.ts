// Original file: gary/decisions/v1/decisions.proto

import type { SpendBucket as _gary_decisions_v1_SpendBucket, SpendBucket__Output as _gary_decisions_v1_SpendBucket__Output } from '../../../gary/decisions/v1/SpendBucket';

export interface Spend {
  'period'?: (string);
  'buckets'?: (_gary_decisions_v1_SpendBucket)[];
  'unitSize'?: (number | string);
  '_unitSize'?: "unitSize";
}

export interface Spend__Output {
  'period': (string);
  'buckets': (_gary_decisions_v1_SpendBucket__Output)[];
  'unitSize'?: (number);
  '_unitSize'?: "unitSize";
}
