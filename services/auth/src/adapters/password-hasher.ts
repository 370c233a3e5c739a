// argon2id through @node-rs/argon2 (prebuilt native binary, no install script). Verification of an
// unknown account still runs one real verify against a fixed hash, so the answer takes the same
// time whether or not the email exists.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum (unusable under isolatedModules): 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string | null, password: string): Promise<boolean>;
}

export function createPasswordHasher(opts: { memoryKib: number; timeCost: number }): PasswordHasher {
  const params = { algorithm: ARGON2ID, memoryCost: opts.memoryKib, timeCost: opts.timeCost, parallelism: 1 };
  let dummy: Promise<string> | null = null;
  const dummyHash = () => (dummy ??= hash('gary-no-such-account-0', params));
  return {
    hash: (password) => hash(password, params),
    async verify(stored, password) {
      if (!stored) {
        await verify(await dummyHash(), password).catch(() => false);
        return false;
      }
      return verify(stored, password).catch(() => false);
    },
  };
}
