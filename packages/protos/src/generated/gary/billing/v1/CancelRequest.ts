// Original file: gary/billing/v1/billing.proto


export interface CancelRequest {
  'userId'?: (string);
}

export interface CancelRequest__Output {
  'userId': (string);
}
