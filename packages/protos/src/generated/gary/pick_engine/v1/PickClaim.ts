// Original file: gary/pick_engine/v1/pick_engine.proto


export interface PickClaim {
  'fact'?: (string);
  'label'?: (string);
  'text'?: (string);
  'source'?: (string);
}

export interface PickClaim__Output {
  'fact': (string);
  'label': (string);
  'text': (string);
  'source': (string);
}
