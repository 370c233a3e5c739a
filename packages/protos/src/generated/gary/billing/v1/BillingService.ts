// Original file: gary/billing/v1/billing.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CancelRequest as _gary_billing_v1_CancelRequest, CancelRequest__Output as _gary_billing_v1_CancelRequest__Output } from '../../../gary/billing/v1/CancelRequest';
import type { Checkout as _gary_billing_v1_Checkout, Checkout__Output as _gary_billing_v1_Checkout__Output } from '../../../gary/billing/v1/Checkout';
import type { CompleteSimulatedCheckoutRequest as _gary_billing_v1_CompleteSimulatedCheckoutRequest, CompleteSimulatedCheckoutRequest__Output as _gary_billing_v1_CompleteSimulatedCheckoutRequest__Output } from '../../../gary/billing/v1/CompleteSimulatedCheckoutRequest';
import type { CreateCheckoutRequest as _gary_billing_v1_CreateCheckoutRequest, CreateCheckoutRequest__Output as _gary_billing_v1_CreateCheckoutRequest__Output } from '../../../gary/billing/v1/CreateCheckoutRequest';
import type { Entitlement as _gary_billing_v1_Entitlement, Entitlement__Output as _gary_billing_v1_Entitlement__Output } from '../../../gary/billing/v1/Entitlement';
import type { GetEntitlementRequest as _gary_billing_v1_GetEntitlementRequest, GetEntitlementRequest__Output as _gary_billing_v1_GetEntitlementRequest__Output } from '../../../gary/billing/v1/GetEntitlementRequest';
import type { ListSubscriptionsRequest as _gary_billing_v1_ListSubscriptionsRequest, ListSubscriptionsRequest__Output as _gary_billing_v1_ListSubscriptionsRequest__Output } from '../../../gary/billing/v1/ListSubscriptionsRequest';
import type { ResumeRequest as _gary_billing_v1_ResumeRequest, ResumeRequest__Output as _gary_billing_v1_ResumeRequest__Output } from '../../../gary/billing/v1/ResumeRequest';
import type { SimulatedCheckout as _gary_billing_v1_SimulatedCheckout, SimulatedCheckout__Output as _gary_billing_v1_SimulatedCheckout__Output } from '../../../gary/billing/v1/SimulatedCheckout';
import type { SimulatedCheckoutRequest as _gary_billing_v1_SimulatedCheckoutRequest, SimulatedCheckoutRequest__Output as _gary_billing_v1_SimulatedCheckoutRequest__Output } from '../../../gary/billing/v1/SimulatedCheckoutRequest';
import type { SubscriptionHistory as _gary_billing_v1_SubscriptionHistory, SubscriptionHistory__Output as _gary_billing_v1_SubscriptionHistory__Output } from '../../../gary/billing/v1/SubscriptionHistory';
import type { WebhookRequest as _gary_billing_v1_WebhookRequest, WebhookRequest__Output as _gary_billing_v1_WebhookRequest__Output } from '../../../gary/billing/v1/WebhookRequest';
import type { WebhookResult as _gary_billing_v1_WebhookResult, WebhookResult__Output as _gary_billing_v1_WebhookResult__Output } from '../../../gary/billing/v1/WebhookResult';

export interface BillingServiceClient extends grpc.Client {
  Cancel(argument: _gary_billing_v1_CancelRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  Cancel(argument: _gary_billing_v1_CancelRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  Cancel(argument: _gary_billing_v1_CancelRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  Cancel(argument: _gary_billing_v1_CancelRequest, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  cancel(argument: _gary_billing_v1_CancelRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  cancel(argument: _gary_billing_v1_CancelRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  cancel(argument: _gary_billing_v1_CancelRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  cancel(argument: _gary_billing_v1_CancelRequest, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  
  CompleteSimulatedCheckout(argument: _gary_billing_v1_CompleteSimulatedCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  CompleteSimulatedCheckout(argument: _gary_billing_v1_CompleteSimulatedCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  CompleteSimulatedCheckout(argument: _gary_billing_v1_CompleteSimulatedCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  CompleteSimulatedCheckout(argument: _gary_billing_v1_CompleteSimulatedCheckoutRequest, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  completeSimulatedCheckout(argument: _gary_billing_v1_CompleteSimulatedCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  completeSimulatedCheckout(argument: _gary_billing_v1_CompleteSimulatedCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  completeSimulatedCheckout(argument: _gary_billing_v1_CompleteSimulatedCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  completeSimulatedCheckout(argument: _gary_billing_v1_CompleteSimulatedCheckoutRequest, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  
  CreateCheckout(argument: _gary_billing_v1_CreateCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Checkout__Output>): grpc.ClientUnaryCall;
  CreateCheckout(argument: _gary_billing_v1_CreateCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_Checkout__Output>): grpc.ClientUnaryCall;
  CreateCheckout(argument: _gary_billing_v1_CreateCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Checkout__Output>): grpc.ClientUnaryCall;
  CreateCheckout(argument: _gary_billing_v1_CreateCheckoutRequest, callback: grpc.requestCallback<_gary_billing_v1_Checkout__Output>): grpc.ClientUnaryCall;
  createCheckout(argument: _gary_billing_v1_CreateCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Checkout__Output>): grpc.ClientUnaryCall;
  createCheckout(argument: _gary_billing_v1_CreateCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_Checkout__Output>): grpc.ClientUnaryCall;
  createCheckout(argument: _gary_billing_v1_CreateCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Checkout__Output>): grpc.ClientUnaryCall;
  createCheckout(argument: _gary_billing_v1_CreateCheckoutRequest, callback: grpc.requestCallback<_gary_billing_v1_Checkout__Output>): grpc.ClientUnaryCall;
  
  GetEntitlement(argument: _gary_billing_v1_GetEntitlementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  GetEntitlement(argument: _gary_billing_v1_GetEntitlementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  GetEntitlement(argument: _gary_billing_v1_GetEntitlementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  GetEntitlement(argument: _gary_billing_v1_GetEntitlementRequest, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  getEntitlement(argument: _gary_billing_v1_GetEntitlementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  getEntitlement(argument: _gary_billing_v1_GetEntitlementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  getEntitlement(argument: _gary_billing_v1_GetEntitlementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  getEntitlement(argument: _gary_billing_v1_GetEntitlementRequest, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  
  GetSimulatedCheckout(argument: _gary_billing_v1_SimulatedCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  GetSimulatedCheckout(argument: _gary_billing_v1_SimulatedCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  GetSimulatedCheckout(argument: _gary_billing_v1_SimulatedCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  GetSimulatedCheckout(argument: _gary_billing_v1_SimulatedCheckoutRequest, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  getSimulatedCheckout(argument: _gary_billing_v1_SimulatedCheckoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  getSimulatedCheckout(argument: _gary_billing_v1_SimulatedCheckoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  getSimulatedCheckout(argument: _gary_billing_v1_SimulatedCheckoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  getSimulatedCheckout(argument: _gary_billing_v1_SimulatedCheckoutRequest, callback: grpc.requestCallback<_gary_billing_v1_SimulatedCheckout__Output>): grpc.ClientUnaryCall;
  
  HandleWebhook(argument: _gary_billing_v1_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_WebhookResult__Output>): grpc.ClientUnaryCall;
  HandleWebhook(argument: _gary_billing_v1_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_WebhookResult__Output>): grpc.ClientUnaryCall;
  HandleWebhook(argument: _gary_billing_v1_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_WebhookResult__Output>): grpc.ClientUnaryCall;
  HandleWebhook(argument: _gary_billing_v1_WebhookRequest, callback: grpc.requestCallback<_gary_billing_v1_WebhookResult__Output>): grpc.ClientUnaryCall;
  handleWebhook(argument: _gary_billing_v1_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_WebhookResult__Output>): grpc.ClientUnaryCall;
  handleWebhook(argument: _gary_billing_v1_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_WebhookResult__Output>): grpc.ClientUnaryCall;
  handleWebhook(argument: _gary_billing_v1_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_WebhookResult__Output>): grpc.ClientUnaryCall;
  handleWebhook(argument: _gary_billing_v1_WebhookRequest, callback: grpc.requestCallback<_gary_billing_v1_WebhookResult__Output>): grpc.ClientUnaryCall;
  
  ListSubscriptions(argument: _gary_billing_v1_ListSubscriptionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_SubscriptionHistory__Output>): grpc.ClientUnaryCall;
  ListSubscriptions(argument: _gary_billing_v1_ListSubscriptionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_SubscriptionHistory__Output>): grpc.ClientUnaryCall;
  ListSubscriptions(argument: _gary_billing_v1_ListSubscriptionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_SubscriptionHistory__Output>): grpc.ClientUnaryCall;
  ListSubscriptions(argument: _gary_billing_v1_ListSubscriptionsRequest, callback: grpc.requestCallback<_gary_billing_v1_SubscriptionHistory__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _gary_billing_v1_ListSubscriptionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_SubscriptionHistory__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _gary_billing_v1_ListSubscriptionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_SubscriptionHistory__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _gary_billing_v1_ListSubscriptionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_SubscriptionHistory__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _gary_billing_v1_ListSubscriptionsRequest, callback: grpc.requestCallback<_gary_billing_v1_SubscriptionHistory__Output>): grpc.ClientUnaryCall;
  
  Resume(argument: _gary_billing_v1_ResumeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  Resume(argument: _gary_billing_v1_ResumeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  Resume(argument: _gary_billing_v1_ResumeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  Resume(argument: _gary_billing_v1_ResumeRequest, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  resume(argument: _gary_billing_v1_ResumeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  resume(argument: _gary_billing_v1_ResumeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  resume(argument: _gary_billing_v1_ResumeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  resume(argument: _gary_billing_v1_ResumeRequest, callback: grpc.requestCallback<_gary_billing_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  
}

export interface BillingServiceHandlers extends grpc.UntypedServiceImplementation {
  Cancel: grpc.handleUnaryCall<_gary_billing_v1_CancelRequest__Output, _gary_billing_v1_Entitlement>;
  
  CompleteSimulatedCheckout: grpc.handleUnaryCall<_gary_billing_v1_CompleteSimulatedCheckoutRequest__Output, _gary_billing_v1_SimulatedCheckout>;
  
  CreateCheckout: grpc.handleUnaryCall<_gary_billing_v1_CreateCheckoutRequest__Output, _gary_billing_v1_Checkout>;
  
  GetEntitlement: grpc.handleUnaryCall<_gary_billing_v1_GetEntitlementRequest__Output, _gary_billing_v1_Entitlement>;
  
  GetSimulatedCheckout: grpc.handleUnaryCall<_gary_billing_v1_SimulatedCheckoutRequest__Output, _gary_billing_v1_SimulatedCheckout>;
  
  HandleWebhook: grpc.handleUnaryCall<_gary_billing_v1_WebhookRequest__Output, _gary_billing_v1_WebhookResult>;
  
  ListSubscriptions: grpc.handleUnaryCall<_gary_billing_v1_ListSubscriptionsRequest__Output, _gary_billing_v1_SubscriptionHistory>;
  
  Resume: grpc.handleUnaryCall<_gary_billing_v1_ResumeRequest__Output, _gary_billing_v1_Entitlement>;
  
}

export interface BillingServiceDefinition extends grpc.ServiceDefinition {
  Cancel: MethodDefinition<_gary_billing_v1_CancelRequest, _gary_billing_v1_Entitlement, _gary_billing_v1_CancelRequest__Output, _gary_billing_v1_Entitlement__Output>
  CompleteSimulatedCheckout: MethodDefinition<_gary_billing_v1_CompleteSimulatedCheckoutRequest, _gary_billing_v1_SimulatedCheckout, _gary_billing_v1_CompleteSimulatedCheckoutRequest__Output, _gary_billing_v1_SimulatedCheckout__Output>
  CreateCheckout: MethodDefinition<_gary_billing_v1_CreateCheckoutRequest, _gary_billing_v1_Checkout, _gary_billing_v1_CreateCheckoutRequest__Output, _gary_billing_v1_Checkout__Output>
  GetEntitlement: MethodDefinition<_gary_billing_v1_GetEntitlementRequest, _gary_billing_v1_Entitlement, _gary_billing_v1_GetEntitlementRequest__Output, _gary_billing_v1_Entitlement__Output>
  GetSimulatedCheckout: MethodDefinition<_gary_billing_v1_SimulatedCheckoutRequest, _gary_billing_v1_SimulatedCheckout, _gary_billing_v1_SimulatedCheckoutRequest__Output, _gary_billing_v1_SimulatedCheckout__Output>
  HandleWebhook: MethodDefinition<_gary_billing_v1_WebhookRequest, _gary_billing_v1_WebhookResult, _gary_billing_v1_WebhookRequest__Output, _gary_billing_v1_WebhookResult__Output>
  ListSubscriptions: MethodDefinition<_gary_billing_v1_ListSubscriptionsRequest, _gary_billing_v1_SubscriptionHistory, _gary_billing_v1_ListSubscriptionsRequest__Output, _gary_billing_v1_SubscriptionHistory__Output>
  Resume: MethodDefinition<_gary_billing_v1_ResumeRequest, _gary_billing_v1_Entitlement, _gary_billing_v1_ResumeRequest__Output, _gary_billing_v1_Entitlement__Output>
}
