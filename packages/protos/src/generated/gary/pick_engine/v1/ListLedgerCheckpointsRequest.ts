// Original file: gary/pick_engine/v1/pick_engine.proto


export interface ListLedgerCheckpointsRequest {
  'date'?: (string);
}

export interface ListLedgerCheckpointsRequest__Output {
  'date': (string);
}
