export { start, type BillingHandle } from './service';
export { readConfig, configSchema, type Config } from './config';
export { signPayload } from './domain/stripe-signature';
