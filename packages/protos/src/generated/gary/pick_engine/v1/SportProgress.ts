// Original file: gary/pick_engine/v1/pick_engine.proto


export interface SportProgress {
  'sport'?: (string);
  'state'?: (string);
  'message'?: (string);
  'games'?: (number);
  'picks'?: (number);
}

export interface SportProgress__Output {
  'sport': (string);
  'state': (string);
  'message': (string);
  'games': (number);
  'picks': (number);
}
