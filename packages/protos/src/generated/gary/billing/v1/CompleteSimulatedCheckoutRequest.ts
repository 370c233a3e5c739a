// Original file: gary/billing/v1/billing.proto


export interface CompleteSimulatedCheckoutRequest {
  'id'?: (string);
  'outcome'?: (string);
}

export interface CompleteSimulatedCheckoutRequest__Output {
  'id': (string);
  'outcome': (string);
}
