export { start, type AuthHandle } from './service';
export { readConfig, configSchema, type Config } from './config';
export { setRole, type RoleChange } from './ops/roles';
export { createKeyRing, type KeyRing, type PublicJwk } from './adapters/key-ring';
export { TOKEN_AUDIENCE, TOKEN_ISSUER } from './adapters/access-token';
