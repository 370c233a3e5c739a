// Original file: gary/billing/v1/billing.proto


export interface SubscriptionRecord {
  'id'?: (string);
  'status'?: (string);
  'currentPeriodEnd'?: (string);
  'cancelAtPeriodEnd'?: (boolean);
  'updatedAt'?: (string);
  'duplicateOf'?: (string);
}

export interface SubscriptionRecord__Output {
  'id': (string);
  'status': (string);
  'currentPeriodEnd': (string);
  'cancelAtPeriodEnd': (boolean);
  'updatedAt': (string);
  'duplicateOf': (string);
}
