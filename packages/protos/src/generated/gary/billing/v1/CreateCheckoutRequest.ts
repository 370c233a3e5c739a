// Original file: gary/billing/v1/billing.proto


export interface CreateCheckoutRequest {
  'userId'?: (string);
  'email'?: (string);
  'origin'?: (string);
}

export interface CreateCheckoutRequest__Output {
  'userId': (string);
  'email': (string);
  'origin': (string);
}
