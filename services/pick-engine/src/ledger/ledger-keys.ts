// The Ed25519 key that signs the pick log's checkpoints, kept like auth's JWT key: from
// LEDGER_SIGNING_KEY when set (a PKCS#8 PEM or the base64 32-byte seed; its public half is recorded),
// else generated once and kept in this service's schema. One key is active at a time.
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { withTransaction, type Logger, type Pool } from '@gary/platform';
import { noteSigner, privateKeyFromSeed, seedOf, type NoteSigner } from './signed-note';

function keyFromEnv(raw: string): KeyObject {
  const text = raw.replace(/\\n/g, '\n').trim();
  const key = text.startsWith('-----BEGIN') ? createPrivateKey(text) : (() => {
    const seed = Buffer.from(text, 'base64');
    if (seed.length !== 32) throw new Error('LEDGER_SIGNING_KEY must be an Ed25519 PKCS#8 PEM or a base64 32-byte seed');
    return privateKeyFromSeed(seed);
  })();
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('LEDGER_SIGNING_KEY must be an Ed25519 key');
  return key;
}

export async function loadLedgerSigner(opts: { pool: Pool; name: string; envKey?: string; now: () => Date; logger?: Logger }): Promise<NoteSigner> {
  const { pool, name, now } = opts;
  const signer = await withTransaction(pool, async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('pick-engine:ledger-keys'))`);
    if (opts.envKey) {
      const s = noteSigner(name, keyFromEnv(opts.envKey));
      const id = s.keyId.toString('hex');
      await tx.query('UPDATE ledger_keys SET retired_at = $1 WHERE retired_at IS NULL AND key_id <> $2', [now(), id]);
      // The private half stays in the environment only.
      await tx.query(
        `INSERT INTO ledger_keys (key_id, name, public_key, private_key, created_at) VALUES ($1,$2,$3,NULL,$4)
         ON CONFLICT (key_id) DO UPDATE SET retired_at = NULL`,
        [id, name, s.publicKey, now()],
      );
      return s;
    }
    const { rows } = await tx.query<{ key_id: string; name: string; private_key: Buffer | null }>('SELECT key_id, name, private_key FROM ledger_keys WHERE retired_at IS NULL');
    const active = rows[0];
    if (active?.private_key && active.name === name) return noteSigner(name, privateKeyFromSeed(active.private_key));
    // None yet, or the active key came from an environment key no longer set, or the name changed.
    const s = noteSigner(name, generateKeyPairSync('ed25519').privateKey);
    await tx.query('UPDATE ledger_keys SET retired_at = $1 WHERE retired_at IS NULL', [now()]);
    await tx.query('INSERT INTO ledger_keys (key_id, name, public_key, private_key, created_at) VALUES ($1,$2,$3,$4,$5)', [
      s.keyId.toString('hex'), name, s.publicKey, seedOf(s.privateKey), now(),
    ]);
    return s;
  });
  opts.logger?.info({ keyId: signer.keyId.toString('hex'), source: opts.envKey ? 'LEDGER_SIGNING_KEY' : 'generated' }, 'ledger signing key ready');
  return signer;
}
