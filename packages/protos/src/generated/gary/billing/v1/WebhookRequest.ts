// Original file: gary/billing/v1/billing.proto


export interface WebhookRequest {
  'payload'?: (Buffer | Uint8Array | string);
  'signature'?: (string);
}

export interface WebhookRequest__Output {
  'payload': (Buffer);
  'signature': (string);
}
