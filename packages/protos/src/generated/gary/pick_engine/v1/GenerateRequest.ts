// Original file: gary/pick_engine/v1/pick_engine.proto


export interface GenerateRequest {
  'date'?: (string);
  'sports'?: (string)[];
  'requestedBy'?: (string);
}

export interface GenerateRequest__Output {
  'date': (string);
  'sports': (string)[];
  'requestedBy': (string);
}
