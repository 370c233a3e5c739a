// Load helpers of the distributed mode's fault tests and of the rush benchmark: bettors with access
// tokens the gateway accepts (signed with the key auth is given as JWT_PRIVATE_KEY, as an operator
// would), and a paced load of decisions through the gateway that retries what failed the way a
// client does.
import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@gary/contracts';
import { calculateJwkThumbprint, exportJWK, SignJWT } from 'jose';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 90_000, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await check();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
}

/** An ES256 key for auth (JWT_PRIVATE_KEY) and a signer of access tokens with it. */
export async function tokenKey(): Promise<{ pem: string; sign: (userId: string) => Promise<string> }> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const kid = await calculateJwkThumbprint(await exportJWK(publicKey));
  return {
    pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    sign: (userId) =>
      new SignJWT({ role: 'user', sid: randomUUID() })
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(privateKey),
  };
}

/** A user id derived from a label, so a failure names the same users when it is run again. */
export function userId(label: string): string {
  const h = createHash('sha256').update(label).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export interface Bettor {
  userId: string;
  token: string;
}

export interface Decision {
  bettor: Bettor;
  pickId: string;
  side: 'ride' | 'fade';
}

export interface LoadResult {
  /** Decisions the gateway confirmed (200, or a 409 naming the same side after a retry). */
  accepted: number;
  /** Requests sent again after a 5xx, a 429 or a network error. */
  retries: number;
  /** Decisions never confirmed after every retry, with the last answer. */
  failed: { decision: Decision; answer: string }[];
  seconds: number;
}

/**
 * Sends the decisions through the gateway at `perSecond`, `concurrency` at a time. A request that
 * fails without an answer about the decision is sent again (at most 5 times): a retry that finds
 * the decision already made (409 with the same side) confirms it, as it would for a real client.
 */
export async function decide(
  gatewayUrl: string,
  decisions: Decision[],
  opts: {
    perSecond: number;
    concurrency: number;
    onAccepted?: (accepted: number) => void;
    /** Each request when its answer (or failure) comes: when it was sent and whether it failed (5xx, 429, no answer). */
    onAttempt?: (sentAt: number, failed: boolean) => void;
  },
): Promise<LoadResult> {
  const t0 = Date.now();
  const out: LoadResult = { accepted: 0, retries: 0, failed: [], seconds: 0 };
  let next = 0;
  const one = async (d: Decision): Promise<void> => {
    let answer = '';
    for (let attempt = 0; attempt < 6; attempt++) {
      if (attempt > 0) {
        out.retries++;
        await sleep(200 * attempt);
      }
      const sentAt = Date.now();
      try {
        const res = await fetch(`${gatewayUrl}/api/decisions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${d.bettor.token}` },
          body: JSON.stringify({ pickId: d.pickId, decision: d.side }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await res.json().catch(() => null)) as { existingDecision?: string } | null;
        answer = `${res.status} ${JSON.stringify(body)}`;
        opts.onAttempt?.(sentAt, res.status >= 500 || res.status === 429);
        if (res.status === 200 || (res.status === 409 && attempt > 0 && body?.existingDecision === d.side)) {
          out.accepted++;
          opts.onAccepted?.(out.accepted);
          return;
        }
        if (res.status < 500 && res.status !== 429) break;
      } catch (err) {
        answer = (err as Error).message;
        opts.onAttempt?.(sentAt, true);
      }
    }
    out.failed.push({ decision: d, answer });
  };
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= decisions.length) return;
      const due = t0 + (i * 1000) / opts.perSecond;
      if (due > Date.now()) await sleep(due - Date.now());
      await one(decisions[i]!);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  out.seconds = (Date.now() - t0) / 1000;
  return out;
}

/** Pseudo-random but repeatable, so a failing run can be replayed with the same sides. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Records a paid Pro subscription for each user in billing's schema, as billing stores one after
 * Stripe's checkout: load and fault runs decide on every pick, and deciding is for picks the user
 * may read.
 */
export async function grantPro(db: { query(sql: string, values: unknown[]): Promise<unknown> }, userIds: readonly string[], label: string): Promise<void> {
  await db.query(
    `INSERT INTO billing.subscriptions (id, user_id, status, current_period_end, state_at)
     SELECT $2 || '_' || n, u, 'active', now() + interval '30 days', 0 FROM unnest($1::uuid[]) WITH ORDINALITY AS t(u, n)`,
    [userIds, `sub_${label}`],
  );
}
