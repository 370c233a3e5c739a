export { start } from './service';
export { readConfig, configSchema, type Config } from './config';
