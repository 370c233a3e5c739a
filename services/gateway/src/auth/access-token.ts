// Verifies access tokens against auth's published keys (JWKS). Until the auth service publishes
// keys, no token verifies, so every caller is anonymous.
import type { PeerAddresses } from '@gary/platform';
import type { VerifyAccessToken } from '../plugins/caller.plugin';

export function createAccessTokenVerifier(_peers: PeerAddresses): VerifyAccessToken {
  return async () => null;
}
