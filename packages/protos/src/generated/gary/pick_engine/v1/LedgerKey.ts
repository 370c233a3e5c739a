// Original file: gary/pick_engine/v1/pick_engine.proto


export interface LedgerKey {
  'verifierKey'?: (string);
  'origin'?: (string);
}

export interface LedgerKey__Output {
  'verifierKey': (string);
  'origin': (string);
}
