// Original file: gary/pick_engine/v1/pick_engine.proto


export interface GetLedgerProofRequest {
  'pickId'?: (string);
}

export interface GetLedgerProofRequest__Output {
  'pickId': (string);
}
