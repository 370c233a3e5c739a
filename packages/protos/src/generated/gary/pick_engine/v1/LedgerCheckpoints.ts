// Original file: gary/pick_engine/v1/pick_engine.proto

import type { LedgerCheckpoint as _gary_pick_engine_v1_LedgerCheckpoint, LedgerCheckpoint__Output as _gary_pick_engine_v1_LedgerCheckpoint__Output } from '../../../gary/pick_engine/v1/LedgerCheckpoint';

export interface LedgerCheckpoints {
  'checkpoints'?: (_gary_pick_engine_v1_LedgerCheckpoint)[];
}

export interface LedgerCheckpoints__Output {
  'checkpoints': (_gary_pick_engine_v1_LedgerCheckpoint__Output)[];
}
