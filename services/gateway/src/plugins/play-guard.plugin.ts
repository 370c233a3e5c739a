// Responsible play, enforced: while an account is on a cool-off, a self-exclusion, is under age or
// has not given its date of birth yet, no /api route serves it picks, props, thoughts, parlays,
// odds or decisions, and Pro cannot be bought or resumed. The rule is default-deny: every /api
// route refuses such a caller with 403 `play_break` (a message that links the help page) unless it
// is listed in OPEN_DURING_A_BREAK below (the account, cancelling Pro, help, and the user's own
// history). The checkout simulator's pages, outside /api, ask the same of auth (dev.routes.ts). A route added later is refused until someone decides it is safe, and the
// OpenAPI document marks each operation with `x-during-break: open | refused`, which the route walk
// (test/play-guard.int.test.ts) checks against the live gateway.
//
// Where the state comes from, with no call to auth on the request path:
// - the access token's `play` claim, which auth computes at every sign-in and refresh; and
// - the shared cache key `playBlockKey(userId)` auth writes when a block starts, for as long as
//   tokens issued before it live (Redis across replicas, the embedded stack's memory cache), so a
//   cool-off applies at once on every replica and not at the token's expiry;
// - and this replica's own note of a block its routes just started (in case there is no cache).
// A cache that cannot be read fails closed (503), as the ended-session check does.
import { PLAY_CLAIM, playBlockKey, type PlayBlockClaim } from '@gary/contracts';
import { AppError, unavailable, type Cache } from '@gary/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export { PLAY_CLAIM };
export type PlayBlock = PlayBlockClaim;

/** Routes (exact, or a prefix followed by '/') that a caller on a break may still use. */
export const OPEN_DURING_A_BREAK: readonly string[] = [
  '/api/docs',
  '/api/health',
  '/api/auth', // sign-in still works, and sign-out, sessions, reset
  '/api/me', // the account, the profile, the date of birth
  // Cancelling a subscription and reading it must stay possible; buying or resuming Pro must not.
  '/api/billing/cancel',
  '/api/billing/entitlement',
  '/api/billing/webhook', // Stripe's, with no caller
  '/api/play', // the break itself, limits, the help facts
  '/api/dev/mailbox',
  '/api/alerts/unsubscribe', // a mail's one-click unsubscribe (nothing is sent during a break anyway)
  '/api/decisions/mine', // their history (ungraded picks' text withheld during a break)
  '/api/stats/me', // their BetCard: their own record, no pick text
];

export function openDuringABreak(url: string): boolean {
  return OPEN_DURING_A_BREAK.some((p) => url === p || url.startsWith(`${p}/`));
}

export const HELP_PATH = '/help';
/** Where an account without a date of birth gives it (open during every block). */
export const DATE_OF_BIRTH_PATH = '/api/me/date-of-birth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's responsible-play block in force now, or null. */
    playBlock: PlayBlock | null;
    /** The cache's play-block entry of the caller, asked for as soon as the token was verified. */
    playBlockLookup: { userId: string; entry: Promise<PlayBlock | undefined> } | null;
  }
  interface FastifyContextConfig {
    duringBreak?: 'open' | 'refused';
  }
  interface FastifyInstance {
    /** Notes a block this replica's routes just started (applies here even without a shared cache). */
    notePlayBlock(userId: string, block: PlayBlock, ttlMs: number): void;
    /** Called with the user of each block noted on this replica (the stats stream ends theirs). */
    onPlayBlock(listener: (userId: string) => void): void;
    /**
     * Starts reading a verified caller's play-block entry from the cache (caller.plugin.ts's
     * onVerified), so it shares the round trip of the ended-session lookup; the preHandler awaits it.
     */
    startPlayBlockLookup(req: FastifyRequest, caller: { userId: string; guest: boolean }): void;
  }
}

/** Whether a block is in force at `now`: a cool-off until its end; the others until a token without them. */
export function blockInForce(b: PlayBlock | null | undefined, now: Date): boolean {
  if (!b) return false;
  if (b.state === 'cool_off') return b.until !== null && now.getTime() < Date.parse(b.until);
  return b.state === 'self_exclusion' || b.state === 'under_age' || b.state === 'needs_date_of_birth';
}

const BLOCK_STATES: readonly string[] = ['cool_off', 'self_exclusion', 'under_age', 'needs_date_of_birth'] satisfies PlayBlock['state'][];

/** Reads the claim out of a verified token's payload; anything malformed is no claim. */
export function playClaimOf(payload: Record<string, unknown>): PlayBlock | null {
  const c = payload[PLAY_CLAIM] as { state?: unknown; until?: unknown } | undefined;
  if (!c || typeof c !== 'object') return null;
  if (typeof c.state !== 'string' || !BLOCK_STATES.includes(c.state)) return null;
  return { state: c.state as PlayBlock['state'], until: typeof c.until === 'string' ? c.until : null };
}

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' }) + ' ET' : null;

export function playBreakError(b: PlayBlock): AppError {
  const help = `Help, any time: ${HELP_PATH} (1-800-GAMBLER).`;
  const until = when(b.until);
  const message =
    b.state === 'cool_off'
      ? `You are taking a break until ${until}. Picks, props, thoughts and decisions are paused until then. ${help}`
      : b.state === 'self_exclusion'
        ? `You have excluded yourself from Gary${until ? ` until ${until}` : ''}. Picks, props, thoughts and decisions stay off until you confirm its end after that. ${help}`
        : b.state === 'needs_date_of_birth'
          ? `Gary is for adults 21 and over: give your date of birth (asked once, on any page once you are signed in) to carry on. Picks, props, thoughts, decisions and Pro wait until then. ${help}`
          : `Gary is for adults 21 and over, so picks, props, thoughts and decisions are not available on this account. ${help}`;
  const ask = b.state === 'needs_date_of_birth' ? { dateOfBirth: DATE_OF_BIRTH_PATH } : {};
  return new AppError('forbidden', 'play_break', message, { state: b.state, until: b.until, help: HELP_PATH, ...ask });
}

export interface PlayGuardOptions {
  /** The cache auth writes `playBlockKey` in; without it only token claims and this replica's notes count. */
  cache?: Cache;
  now?: () => Date;
}

export const playGuardPlugin = fp(async (app: FastifyInstance, opts: PlayGuardOptions) => {
  const now = opts.now ?? (() => new Date());
  const noted = new Map<string, { block: PlayBlock; expires: number }>();
  app.decorateRequest('playBlock', null);
  app.decorateRequest('playBlockLookup', null);
  const listeners: ((userId: string) => void)[] = [];
  app.decorate('onPlayBlock', (listener: (userId: string) => void) => {
    listeners.push(listener);
  });
  app.decorate('notePlayBlock', (userId: string, block: PlayBlock, ttlMs: number) => {
    if (noted.size > 10_000) noted.delete(noted.keys().next().value as string);
    noted.set(userId, { block, expires: Date.now() + ttlMs });
    for (const l of listeners) {
      try {
        l(userId);
      } catch (err) {
        app.log.warn({ err }, 'a play-block listener failed');
      }
    }
  });
  // The document says which operations a caller on a break may use (registered before the OpenAPI plugin).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    route.config = { ...(route.config ?? {}), duringBreak: openDuringABreak(route.url) ? 'open' : 'refused' };
  });

  async function blockOf(req: FastifyRequest): Promise<PlayBlock | null> {
    const caller = req.caller;
    if (!caller || caller.guest) return null;
    const at = now();
    // A token that asks for the date of birth may be older than the answer: an under-21 answer
    // (noted, or in the cache) is what the refusal should name.
    const claim = blockInForce(caller.play, at) ? caller.play! : null;
    if (claim && claim.state !== 'needs_date_of_birth') return claim;
    const note = noted.get(caller.userId);
    if (note && note.expires > Date.now() && blockInForce(note.block, at)) return note.block;
    if (!opts.cache) return claim;
    const early = req.playBlockLookup;
    const entry = early && early.userId === caller.userId ? early.entry : opts.cache.get<PlayBlock>(playBlockKey(caller.userId));
    const cached = await entry.catch((err: unknown) => {
      req.log.error({ err }, 'play-block lookup failed');
      throw unavailable('unavailable', 'Gary is briefly unavailable. Please try again.');
    });
    return cached && blockInForce(cached, at) ? cached : claim;
  }

  app.decorate('startPlayBlockLookup', (req: FastifyRequest, caller: { userId: string; guest: boolean }) => {
    // The requests the preHandler below asks the cache for: signed-in members on /api routes.
    if (!opts.cache || caller.guest || !(req.routeOptions.url ?? '').startsWith('/api/')) return;
    const entry = opts.cache.get<PlayBlock>(playBlockKey(caller.userId));
    // Awaited (and a failure answered) in the preHandler; a request that ends before it never asks.
    entry.catch(() => undefined);
    req.playBlockLookup = { userId: caller.userId, entry };
  });

  app.addHook('preHandler', async (req) => {
    const url = req.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || !req.caller || req.caller.guest) return;
    req.playBlock = await blockOf(req);
    if (req.playBlock && !openDuringABreak(url)) throw playBreakError(req.playBlock);
  });
});
