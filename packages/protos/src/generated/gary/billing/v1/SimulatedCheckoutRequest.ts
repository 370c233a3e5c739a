// Original file: gary/billing/v1/billing.proto


export interface SimulatedCheckoutRequest {
  'id'?: (string);
}

export interface SimulatedCheckoutRequest__Output {
  'id': (string);
}
