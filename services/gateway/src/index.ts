export { buildGateway, type GatewayDeps } from './app';
export { start, type GatewayHandle } from './service';
export { readConfig, configSchema, type Config } from './config';
