// Original file: gary/pick_engine/v1/pick_engine.proto

import type { LedgerTimestamp as _gary_pick_engine_v1_LedgerTimestamp, LedgerTimestamp__Output as _gary_pick_engine_v1_LedgerTimestamp__Output } from '../../../gary/pick_engine/v1/LedgerTimestamp';

export interface LedgerTimestamps {
  'timestamps'?: (_gary_pick_engine_v1_LedgerTimestamp)[];
}

export interface LedgerTimestamps__Output {
  'timestamps': (_gary_pick_engine_v1_LedgerTimestamp__Output)[];
}
