// Original file: gary/pick_engine/v1/pick_engine.proto

import type { Long } from '@grpc/proto-loader';

export interface GetLedgerConsistencyRequest {
  'from'?: (number | string | Long);
  'to'?: (number | string | Long);
}

export interface GetLedgerConsistencyRequest__Output {
  'from': (number);
  'to': (number);
}
