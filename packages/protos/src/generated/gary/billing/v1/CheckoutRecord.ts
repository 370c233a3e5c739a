// Original file: gary/billing/v1/billing.proto


export interface CheckoutRecord {
  'id'?: (string);
  'status'?: (string);
  'amountCents'?: (number);
  'simulated'?: (boolean);
  'createdAt'?: (string);
}

export interface CheckoutRecord__Output {
  'id': (string);
  'status': (string);
  'amountCents': (number);
  'simulated': (boolean);
  'createdAt': (string);
}
