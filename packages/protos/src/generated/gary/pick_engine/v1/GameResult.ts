// Original file: gary/pick_engine/v1/pick_engine.proto

import type { Long } from '@grpc/proto-loader';

export interface GameResult {
  'pickId'?: (string);
  'gameDate'?: (string);
  'league'?: (string);
  'result'?: (string);
  'finalScore'?: (string);
  'pickText'?: (string);
  'matchup'?: (string);
  'confidence'?: (number | string);
  'odds'?: (number);
  'leafIndex'?: (number | string | Long);
  'leafHash'?: (string);
  'corrected'?: (boolean);
  'gameTime'?: (string);
}

export interface GameResult__Output {
  'pickId': (string);
  'gameDate': (string);
  'league': (string);
  'result': (string);
  'finalScore': (string);
  'pickText': (string);
  'matchup': (string);
  'confidence': (number);
  'odds': (number);
  'leafIndex': (number);
  'leafHash': (string);
  'corrected': (boolean);
  'gameTime': (string);
}
