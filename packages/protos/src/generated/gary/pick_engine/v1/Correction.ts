// Original file: gary/pick_engine/v1/pick_engine.proto


export interface Correction {
  'correctionId'?: (string);
  'pickId'?: (string);
  'date'?: (string);
  'league'?: (string);
  'matchup'?: (string);
  'pick'?: (string);
  'odds'?: (number);
  'revision'?: (number);
  'kind'?: (string);
  'oldResult'?: (string);
  'newResult'?: (string);
  'oldFinalScore'?: (string);
  'newFinalScore'?: (string);
  'reason'?: (string);
  'source'?: (string);
  'correctedAt'?: (string);
  'gameTime'?: (string);
}

export interface Correction__Output {
  'correctionId': (string);
  'pickId': (string);
  'date': (string);
  'league': (string);
  'matchup': (string);
  'pick': (string);
  'odds': (number);
  'revision': (number);
  'kind': (string);
  'oldResult': (string);
  'newResult': (string);
  'oldFinalScore': (string);
  'newFinalScore': (string);
  'reason': (string);
  'source': (string);
  'correctedAt': (string);
  'gameTime': (string);
}
