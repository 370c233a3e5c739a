// Original file: gary/billing/v1/billing.proto


export interface WebhookResult {
  'applied'?: (boolean);
  'eventId'?: (string);
  'type'?: (string);
  'reason'?: (string);
}

export interface WebhookResult__Output {
  'applied': (boolean);
  'eventId': (string);
  'type': (string);
  'reason': (string);
}
