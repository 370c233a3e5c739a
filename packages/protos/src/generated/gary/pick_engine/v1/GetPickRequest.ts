// Original file: gary/pick_engine/v1/pick_engine.proto


export interface GetPickRequest {
  'pickId'?: (string);
}

export interface GetPickRequest__Output {
  'pickId': (string);
}
