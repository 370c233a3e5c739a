// The verifier key's fingerprint, what a reader compares with a copy got elsewhere (an earlier
// visit, a friend's screen, the log's git export): SHA-256 of the key's text, trimmed, in groups
// of four hex digits.
import { toHex, utf8 } from './bytes';
import type { HashOp } from './hash-op';

export function* keyFingerprintOp(key: string): HashOp<string> {
  const digest = yield [utf8(key.trim())];
  return toHex(digest).match(/.{4}/gu)!.join(' ');
}
