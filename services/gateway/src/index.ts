export { buildGateway, type GatewayDeps } from './app';
export { start, type GatewayHandle } from './service';
export { readConfig, configSchema, type Config } from './config';
export { createAccessTokenVerifier } from './auth/access-token';
export type { Caller, VerifyAccessToken } from './plugins/caller.plugin';
