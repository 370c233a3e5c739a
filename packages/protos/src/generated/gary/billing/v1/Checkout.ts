// Original file: gary/billing/v1/billing.proto


export interface Checkout {
  'id'?: (string);
  'url'?: (string);
  'simulated'?: (boolean);
}

export interface Checkout__Output {
  'id': (string);
  'url': (string);
  'simulated': (boolean);
}
