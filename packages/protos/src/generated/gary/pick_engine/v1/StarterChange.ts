// Original file: gary/pick_engine/v1/pick_engine.proto


export interface StarterChange {
  'side'?: (string);
  'team'?: (string);
  'assumed'?: (string);
  'now'?: (string);
  'seenAt'?: (string);
}

export interface StarterChange__Output {
  'side': (string);
  'team': (string);
  'assumed': (string);
  'now': (string);
  'seenAt': (string);
}
