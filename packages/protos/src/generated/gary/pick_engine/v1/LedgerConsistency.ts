// Original file: gary/pick_engine/v1/pick_engine.proto

import type { Long } from '@grpc/proto-loader';

export interface LedgerConsistency {
  'from'?: (number | string | Long);
  'to'?: (number | string | Long);
  'proof'?: (string)[];
}

export interface LedgerConsistency__Output {
  'from': (number);
  'to': (number);
  'proof': (string)[];
}
