// Original file: gary/thoughts/v1/thoughts.proto


export interface GetThoughtsRequest {
  'sport'?: (string);
  'date'?: (string);
}

export interface GetThoughtsRequest__Output {
  'sport': (string);
  'date': (string);
}
