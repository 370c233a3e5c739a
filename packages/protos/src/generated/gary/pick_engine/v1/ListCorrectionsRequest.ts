// Original file: gary/pick_engine/v1/pick_engine.proto


export interface ListCorrectionsRequest {
  'limit'?: (number);
}

export interface ListCorrectionsRequest__Output {
  'limit': (number);
}
