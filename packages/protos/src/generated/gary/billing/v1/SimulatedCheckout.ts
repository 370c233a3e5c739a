// Original file: gary/billing/v1/billing.proto


export interface SimulatedCheckout {
  'id'?: (string);
  'userId'?: (string);
  'email'?: (string);
  'status'?: (string);
  'amountCents'?: (number);
  'successUrl'?: (string);
  'cancelUrl'?: (string);
}

export interface SimulatedCheckout__Output {
  'id': (string);
  'userId': (string);
  'email': (string);
  'status': (string);
  'amountCents': (number);
  'successUrl': (string);
  'cancelUrl': (string);
}
