// Original file: gary/billing/v1/billing.proto


export interface ListSubscriptionsRequest {
  'userId'?: (string);
}

export interface ListSubscriptionsRequest__Output {
  'userId': (string);
}
