// ES256 signing keys for access tokens, kept in the auth schema (or one given as JWT_PRIVATE_KEY).
// Exactly one key signs at a time; rotation makes a new one the signer and retires the old one,
// whose public half stays in the JWKS until every token it signed has expired, so nobody is
// logged out by a rotation. Replicas re-read the active key every minute.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, type KeyLike } from 'jose';
import { withTransaction, type Logger, type Pool, type PoolClient } from '@gary/platform';

export interface PublicJwk {
  kty: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
  crv: string;
  x: string;
  y: string;
}

export interface SigningKey {
  kid: string;
  key: KeyLike | KeyObject;
}

export interface KeyRing {
  /** The key that signs new tokens now. */
  signer(): Promise<SigningKey>;
  /** Public keys of the signer and of retired keys whose tokens may still be alive. */
  jwks(): Promise<PublicJwk[]>;
  /** Makes a fresh key the signer (generated keys only). */
  rotate(): Promise<string>;
  /** Rotates when the generated signer is older than maxAgeDays; returns the new kid if it did. */
  rotateIfOlderThan(maxAgeDays: number): Promise<string | null>;
}

const RELOAD_MS = 60_000;

interface Row {
  kid: string;
  public_jwk: JWK;
  private_jwk: JWK | null;
  created_at: Date;
  retired_at: Date | null;
}

async function newGeneratedKey(): Promise<{ kid: string; publicJwk: JWK; privateJwk: JWK }> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, publicJwk: { ...publicJwk, kid }, privateJwk: { ...(await exportJWK(privateKey)), kid } };
}

export function createKeyRing(opts: {
  pool: Pool;
  now: () => Date;
  /** How long a retired key stays published: the access-token lifetime plus a margin. */
  retentionMs: number;
  privateKeyPem?: string;
  logger?: Logger;
}): KeyRing & { init(): Promise<void> } {
  const { pool, now } = opts;
  let cached: { signer: SigningKey; loadedAt: number } | null = null;
  let envKey: { kid: string; key: KeyObject; publicJwk: JWK } | null = null;

  const lockKey = (tx: PoolClient) => tx.query(`SELECT pg_advisory_xact_lock(hashtext('auth:signing-keys'))`);

  async function loadSigner(): Promise<SigningKey> {
    if (envKey) return { kid: envKey.kid, key: envKey.key };
    const { rows } = await pool.query<Row>('SELECT * FROM signing_keys WHERE retired_at IS NULL');
    const row = rows[0];
    if (!row || !row.private_jwk) throw new Error('no active signing key');
    return { kid: row.kid, key: (await importJWK(row.private_jwk, 'ES256')) as KeyLike };
  }

  async function insertGenerated(tx: PoolClient): Promise<string> {
    const k = await newGeneratedKey();
    // A retired key never signs again, so its private half is dropped.
    await tx.query('UPDATE signing_keys SET retired_at = $1, private_jwk = NULL WHERE retired_at IS NULL', [now()]);
    await tx.query('INSERT INTO signing_keys (kid, public_jwk, private_jwk, created_at) VALUES ($1, $2, $3, $4)', [k.kid, k.publicJwk, k.privateJwk, now()]);
    return k.kid;
  }

  return {
    async init() {
      if (opts.privateKeyPem) {
        const key = createPrivateKey(opts.privateKeyPem.replace(/\\n/g, '\n'));
        if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
          throw new Error('JWT_PRIVATE_KEY must be an EC P-256 private key (ES256)');
        }
        const publicJwk = await exportJWK(createPublicKey(key));
        const kid = await calculateJwkThumbprint(publicJwk);
        envKey = { kid, key, publicJwk: { ...publicJwk, kid } };
        // Record its public half so that, once the operator swaps the key, tokens it signed still verify.
        await withTransaction(pool, async (tx) => {
          await lockKey(tx);
          await tx.query('UPDATE signing_keys SET retired_at = $1, private_jwk = NULL WHERE retired_at IS NULL AND kid <> $2', [now(), kid]);
          await tx.query(
            `INSERT INTO signing_keys (kid, public_jwk, private_jwk, created_at) VALUES ($1, $2, NULL, $3)
             ON CONFLICT (kid) DO UPDATE SET retired_at = NULL`,
            [kid, envKey!.publicJwk, now()],
          );
        });
      } else {
        await withTransaction(pool, async (tx) => {
          await lockKey(tx);
          const { rows } = await tx.query<Row>('SELECT kid, private_jwk FROM signing_keys WHERE retired_at IS NULL');
          // An active key without its private half came from a JWT_PRIVATE_KEY that is no longer set.
          if (!rows[0] || !rows[0].private_jwk) await insertGenerated(tx);
        });
      }
      cached = { signer: await loadSigner(), loadedAt: Date.now() };
      opts.logger?.info({ kid: cached.signer.kid, source: envKey ? 'JWT_PRIVATE_KEY' : 'generated' }, 'signing key ready');
    },

    async signer() {
      if (!cached || Date.now() - cached.loadedAt > RELOAD_MS) cached = { signer: await loadSigner(), loadedAt: Date.now() };
      return cached.signer;
    },

    async jwks() {
      const since = new Date(now().getTime() - opts.retentionMs);
      const { rows } = await pool.query<Row>(
        'SELECT kid, public_jwk FROM signing_keys WHERE retired_at IS NULL OR retired_at > $1 ORDER BY retired_at DESC NULLS FIRST',
        [since],
      );
      return rows.map((r) => ({
        kty: String(r.public_jwk.kty),
        kid: r.kid,
        alg: 'ES256' as const,
        use: 'sig' as const,
        crv: String(r.public_jwk.crv),
        x: String(r.public_jwk.x),
        y: String(r.public_jwk.y),
      }));
    },

    async rotate() {
      if (envKey) throw new Error('the signing key comes from JWT_PRIVATE_KEY: rotate it by changing that variable');
      const kid = await withTransaction(pool, async (tx) => {
        await lockKey(tx);
        return insertGenerated(tx);
      });
      cached = { signer: await loadSigner(), loadedAt: Date.now() };
      opts.logger?.info({ kid }, 'signing key rotated');
      return kid;
    },

    async rotateIfOlderThan(maxAgeDays) {
      if (envKey || maxAgeDays <= 0) return null;
      const { rows } = await pool.query<{ created_at: Date }>('SELECT created_at FROM signing_keys WHERE retired_at IS NULL');
      const created = rows[0]?.created_at;
      if (created && now().getTime() - created.getTime() < maxAgeDays * 86_400_000) return null;
      return this.rotate();
    },
  };
}
