// Original file: gary/pick_engine/v1/pick_engine.proto


export interface PickStarter {
  'side'?: (string);
  'id'?: (string);
  'name'?: (string);
  'priorStarts'?: (number);
}

export interface PickStarter__Output {
  'side': (string);
  'id': (string);
  'name': (string);
  'priorStarts': (number);
}
