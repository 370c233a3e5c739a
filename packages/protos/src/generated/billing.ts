import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { BillingServiceClient as _gary_billing_v1_BillingServiceClient, BillingServiceDefinition as _gary_billing_v1_BillingServiceDefinition } from './gary/billing/v1/BillingService';
import type { CancelRequest as _gary_billing_v1_CancelRequest, CancelRequest__Output as _gary_billing_v1_CancelRequest__Output } from './gary/billing/v1/CancelRequest';
import type { Checkout as _gary_billing_v1_Checkout, Checkout__Output as _gary_billing_v1_Checkout__Output } from './gary/billing/v1/Checkout';
import type { CheckoutRecord as _gary_billing_v1_CheckoutRecord, CheckoutRecord__Output as _gary_billing_v1_CheckoutRecord__Output } from './gary/billing/v1/CheckoutRecord';
import type { CompleteSimulatedCheckoutRequest as _gary_billing_v1_CompleteSimulatedCheckoutRequest, CompleteSimulatedCheckoutRequest__Output as _gary_billing_v1_CompleteSimulatedCheckoutRequest__Output } from './gary/billing/v1/CompleteSimulatedCheckoutRequest';
import type { CreateCheckoutRequest as _gary_billing_v1_CreateCheckoutRequest, CreateCheckoutRequest__Output as _gary_billing_v1_CreateCheckoutRequest__Output } from './gary/billing/v1/CreateCheckoutRequest';
import type { Entitlement as _gary_billing_v1_Entitlement, Entitlement__Output as _gary_billing_v1_Entitlement__Output } from './gary/billing/v1/Entitlement';
import type { GetEntitlementRequest as _gary_billing_v1_GetEntitlementRequest, GetEntitlementRequest__Output as _gary_billing_v1_GetEntitlementRequest__Output } from './gary/billing/v1/GetEntitlementRequest';
import type { ListSubscriptionsRequest as _gary_billing_v1_ListSubscriptionsRequest, ListSubscriptionsRequest__Output as _gary_billing_v1_ListSubscriptionsRequest__Output } from './gary/billing/v1/ListSubscriptionsRequest';
import type { ResumeRequest as _gary_billing_v1_ResumeRequest, ResumeRequest__Output as _gary_billing_v1_ResumeRequest__Output } from './gary/billing/v1/ResumeRequest';
import type { SimulatedCheckout as _gary_billing_v1_SimulatedCheckout, SimulatedCheckout__Output as _gary_billing_v1_SimulatedCheckout__Output } from './gary/billing/v1/SimulatedCheckout';
import type { SimulatedCheckoutRequest as _gary_billing_v1_SimulatedCheckoutRequest, SimulatedCheckoutRequest__Output as _gary_billing_v1_SimulatedCheckoutRequest__Output } from './gary/billing/v1/SimulatedCheckoutRequest';
import type { SubscriptionHistory as _gary_billing_v1_SubscriptionHistory, SubscriptionHistory__Output as _gary_billing_v1_SubscriptionHistory__Output } from './gary/billing/v1/SubscriptionHistory';
import type { SubscriptionRecord as _gary_billing_v1_SubscriptionRecord, SubscriptionRecord__Output as _gary_billing_v1_SubscriptionRecord__Output } from './gary/billing/v1/SubscriptionRecord';
import type { WebhookRequest as _gary_billing_v1_WebhookRequest, WebhookRequest__Output as _gary_billing_v1_WebhookRequest__Output } from './gary/billing/v1/WebhookRequest';
import type { WebhookResult as _gary_billing_v1_WebhookResult, WebhookResult__Output as _gary_billing_v1_WebhookResult__Output } from './gary/billing/v1/WebhookResult';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  gary: {
    billing: {
      v1: {
        BillingService: SubtypeConstructor<typeof grpc.Client, _gary_billing_v1_BillingServiceClient> & { service: _gary_billing_v1_BillingServiceDefinition }
        CancelRequest: MessageTypeDefinition<_gary_billing_v1_CancelRequest, _gary_billing_v1_CancelRequest__Output>
        Checkout: MessageTypeDefinition<_gary_billing_v1_Checkout, _gary_billing_v1_Checkout__Output>
        CheckoutRecord: MessageTypeDefinition<_gary_billing_v1_CheckoutRecord, _gary_billing_v1_CheckoutRecord__Output>
        CompleteSimulatedCheckoutRequest: MessageTypeDefinition<_gary_billing_v1_CompleteSimulatedCheckoutRequest, _gary_billing_v1_CompleteSimulatedCheckoutRequest__Output>
        CreateCheckoutRequest: MessageTypeDefinition<_gary_billing_v1_CreateCheckoutRequest, _gary_billing_v1_CreateCheckoutRequest__Output>
        Entitlement: MessageTypeDefinition<_gary_billing_v1_Entitlement, _gary_billing_v1_Entitlement__Output>
        GetEntitlementRequest: MessageTypeDefinition<_gary_billing_v1_GetEntitlementRequest, _gary_billing_v1_GetEntitlementRequest__Output>
        ListSubscriptionsRequest: MessageTypeDefinition<_gary_billing_v1_ListSubscriptionsRequest, _gary_billing_v1_ListSubscriptionsRequest__Output>
        ResumeRequest: MessageTypeDefinition<_gary_billing_v1_ResumeRequest, _gary_billing_v1_ResumeRequest__Output>
        SimulatedCheckout: MessageTypeDefinition<_gary_billing_v1_SimulatedCheckout, _gary_billing_v1_SimulatedCheckout__Output>
        SimulatedCheckoutRequest: MessageTypeDefinition<_gary_billing_v1_SimulatedCheckoutRequest, _gary_billing_v1_SimulatedCheckoutRequest__Output>
        SubscriptionHistory: MessageTypeDefinition<_gary_billing_v1_SubscriptionHistory, _gary_billing_v1_SubscriptionHistory__Output>
        SubscriptionRecord: MessageTypeDefinition<_gary_billing_v1_SubscriptionRecord, _gary_billing_v1_SubscriptionRecord__Output>
        WebhookRequest: MessageTypeDefinition<_gary_billing_v1_WebhookRequest, _gary_billing_v1_WebhookRequest__Output>
        WebhookResult: MessageTypeDefinition<_gary_billing_v1_WebhookResult, _gary_billing_v1_WebhookResult__Output>
      }
    }
  }
}

