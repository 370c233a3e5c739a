// Original file: gary/pick_engine/v1/pick_engine.proto

import type { GameResult as _gary_pick_engine_v1_GameResult, GameResult__Output as _gary_pick_engine_v1_GameResult__Output } from '../../../gary/pick_engine/v1/GameResult';

export interface ListResultsResponse {
  'results'?: (_gary_pick_engine_v1_GameResult)[];
}

export interface ListResultsResponse__Output {
  'results': (_gary_pick_engine_v1_GameResult__Output)[];
}
