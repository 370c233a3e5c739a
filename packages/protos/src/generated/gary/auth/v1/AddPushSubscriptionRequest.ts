// Original file: gary/auth/v1/auth.proto


export interface AddPushSubscriptionRequest {
  'userId'?: (string);
  'endpoint'?: (string);
  'p256dh'?: (string);
  'auth'?: (string);
}

export interface AddPushSubscriptionRequest__Output {
  'userId': (string);
  'endpoint': (string);
  'p256dh': (string);
  'auth': (string);
}
