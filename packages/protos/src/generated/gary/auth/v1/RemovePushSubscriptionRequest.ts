// Original file: gary/auth/v1/auth.proto


export interface RemovePushSubscriptionRequest {
  'userId'?: (string);
  'endpoint'?: (string);
}

export interface RemovePushSubscriptionRequest__Output {
  'userId': (string);
  'endpoint': (string);
}
