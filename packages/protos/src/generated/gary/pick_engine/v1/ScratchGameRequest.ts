// Original file: gary/pick_engine/v1/pick_engine.proto


export interface ScratchGameRequest {
  'eventId'?: (string);
  'status'?: (string);
  'reason'?: (string);
  'requestedBy'?: (string);
}

export interface ScratchGameRequest__Output {
  'eventId': (string);
  'status': (string);
  'reason': (string);
  'requestedBy': (string);
}
