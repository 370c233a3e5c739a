// Original file: gary/billing/v1/billing.proto


export interface GetEntitlementRequest {
  'userId'?: (string);
}

export interface GetEntitlementRequest__Output {
  'userId': (string);
}
