// Original file: gary/pick_engine/v1/pick_engine.proto

import type { Long } from '@grpc/proto-loader';

export interface LedgerTimestamp {
  'treeSize'?: (number | string | Long);
  'checkpoint'?: (string);
  'digest'?: (string);
  'ots'?: (string);
  'status'?: (string);
  'calendars'?: (string)[];
  'stampedAt'?: (string);
  'upgradedAt'?: (string);
}

export interface LedgerTimestamp__Output {
  'treeSize': (number);
  'checkpoint': (string);
  'digest': (string);
  'ots': (string);
  'status': (string);
  'calendars': (string)[];
  'stampedAt': (string);
  'upgradedAt': (string);
}
