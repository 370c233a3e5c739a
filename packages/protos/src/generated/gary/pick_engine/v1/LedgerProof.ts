// Original file: gary/pick_engine/v1/pick_engine.proto

import type { Long } from '@grpc/proto-loader';

export interface LedgerProof {
  'leafIndex'?: (number | string | Long);
  'treeSize'?: (number | string | Long);
  'leafHash'?: (string);
  'record'?: (string);
  'inclusion'?: (string)[];
  'checkpoint'?: (string);
  'commenceTime'?: (string);
}

export interface LedgerProof__Output {
  'leafIndex': (number);
  'treeSize': (number);
  'leafHash': (string);
  'record': (string);
  'inclusion': (string)[];
  'checkpoint': (string);
  'commenceTime': (string);
}
