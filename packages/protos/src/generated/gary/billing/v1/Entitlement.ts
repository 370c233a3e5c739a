// Original file: gary/billing/v1/billing.proto


export interface Entitlement {
  'userId'?: (string);
  'plan'?: (string);
  'status'?: (string);
  'currentPeriodEnd'?: (string);
  'cancelAtPeriodEnd'?: (boolean);
}

export interface Entitlement__Output {
  'userId': (string);
  'plan': (string);
  'status': (string);
  'currentPeriodEnd': (string);
  'cancelAtPeriodEnd': (boolean);
}
