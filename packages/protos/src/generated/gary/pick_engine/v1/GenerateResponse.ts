// Original file: gary/pick_engine/v1/pick_engine.proto


export interface GenerateResponse {
  'runId'?: (string);
  'started'?: (boolean);
  'message'?: (string);
}

export interface GenerateResponse__Output {
  'runId': (string);
  'started': (boolean);
  'message': (string);
}
