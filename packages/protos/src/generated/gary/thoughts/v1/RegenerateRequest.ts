// Original file: gary/thoughts/v1/thoughts.proto


export interface RegenerateRequest {
  'date'?: (string);
  'sports'?: (string)[];
}

export interface RegenerateRequest__Output {
  'date': (string);
  'sports': (string)[];
}
