// Original file: gary/pick_engine/v1/pick_engine.proto


export interface ScratchGameResponse {
  'voided'?: (number);
}

export interface ScratchGameResponse__Output {
  'voided': (number);
}
