// Original file: gary/pick_engine/v1/pick_engine.proto


export interface ListResultsRequest {
  'from'?: (string);
  'to'?: (string);
  'league'?: (string);
}

export interface ListResultsRequest__Output {
  'from': (string);
  'to': (string);
  'league': (string);
}
