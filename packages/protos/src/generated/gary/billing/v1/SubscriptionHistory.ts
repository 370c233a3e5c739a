// Original file: gary/billing/v1/billing.proto

import type { SubscriptionRecord as _gary_billing_v1_SubscriptionRecord, SubscriptionRecord__Output as _gary_billing_v1_SubscriptionRecord__Output } from '../../../gary/billing/v1/SubscriptionRecord';
import type { CheckoutRecord as _gary_billing_v1_CheckoutRecord, CheckoutRecord__Output as _gary_billing_v1_CheckoutRecord__Output } from '../../../gary/billing/v1/CheckoutRecord';

export interface SubscriptionHistory {
  'subscriptions'?: (_gary_billing_v1_SubscriptionRecord)[];
  'checkouts'?: (_gary_billing_v1_CheckoutRecord)[];
}

export interface SubscriptionHistory__Output {
  'subscriptions': (_gary_billing_v1_SubscriptionRecord__Output)[];
  'checkouts': (_gary_billing_v1_CheckoutRecord__Output)[];
}
