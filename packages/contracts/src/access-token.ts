// The access token's issuer and audience: auth signs with them and the gateway verifies them, so
// they are one contract in one place.
export const TOKEN_ISSUER = 'gary-auth';
export const TOKEN_AUDIENCE = 'gary';
