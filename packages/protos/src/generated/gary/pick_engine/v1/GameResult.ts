// Original file: gary/pick_engine/v1/pick_engine.proto


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
}
