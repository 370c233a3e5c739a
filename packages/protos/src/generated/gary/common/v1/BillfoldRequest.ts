// Original file: gary/common/v1/common.proto


export interface BillfoldRequest {
  'range'?: (string);
  'now'?: (string);
  'ledger'?: (string);
}

export interface BillfoldRequest__Output {
  'range': (string);
  'now': (string);
  'ledger': (string);
}
