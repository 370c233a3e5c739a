// Original file: gary/pick_engine/v1/pick_engine.proto

import type { Long } from '@grpc/proto-loader';

export interface LedgerCheckpoint {
  'note'?: (string);
  'treeSize'?: (number | string | Long);
  'rootHash'?: (string);
  'reason'?: (string);
  'signedAt'?: (string);
}

export interface LedgerCheckpoint__Output {
  'note': (string);
  'treeSize': (number);
  'rootHash': (string);
  'reason': (string);
  'signedAt': (string);
}
