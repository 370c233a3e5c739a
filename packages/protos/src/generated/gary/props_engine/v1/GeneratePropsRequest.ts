// Original file: gary/props_engine/v1/props_engine.proto


export interface GeneratePropsRequest {
  'date'?: (string);
  'sports'?: (string)[];
}

export interface GeneratePropsRequest__Output {
  'date': (string);
  'sports': (string)[];
}
