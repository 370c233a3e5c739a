// Responsible play, auth's part: the date of birth (21+), cool-offs (24 h, 7 d, 30 d, 6 wk) and
// self-exclusions (6 mo, 1 y, 5 y). Neither break can be ended early; a longer one may replace it.
// A cool-off ends by itself; a self-exclusion only when the user confirms afresh (their password)
// after its time is up. Every end is recorded (closed_at, end_reason) and logged.
//
// How the gateway learns of it: every access token carries the block (claim `play`, computed here
// at each sign-in and refresh), and the moment a block starts, `playBlockKey(userId)` is written to
// the shared cache for as long as tokens issued before it live, so it applies at once.
import { randomUUID } from 'node:crypto';
import { playBlockKey, type PlayBlockClaim } from '@gary/contracts';
import { AppError, conflict, forbidden, invalid, notFound, unauthenticated, withTransaction, type Cache, type Logger, type Pool } from '@gary/platform';

const precondition = (code: string, message: string) => new AppError('precondition', code, message);
import { createAccountsRepo } from './adapters/accounts-repo';
import type { PasswordHasher } from './adapters/password-hasher';
import { createPlayRepo } from './adapters/play-repo';
import { blockOf, breakEnd, breakState, checkBreak, isUnderAge, parseDateOfBirth, type BreakRow, type PlayBlock } from './domain/play-rules';

export interface PlayBreakView {
  kind: string;
  period: string;
  startedAt: string;
  endsAt: string;
  endedAt: string;
  endReason: string;
}

export interface PlayStatusView {
  state: 'none' | PlayBlock['state'];
  until: string;
  awaitingConfirmation: boolean;
  needsDateOfBirth: boolean;
  current: PlayBreakView | null;
  history: PlayBreakView[];
}

const view = (b: BreakRow): PlayBreakView => ({
  kind: b.kind,
  period: b.period,
  startedAt: b.starts_at.toISOString(),
  endsAt: b.ends_at.toISOString(),
  endedAt: b.closed_at?.toISOString() ?? '',
  endReason: b.end_reason ?? '',
});

const SKEW_MS = 60_000;
const UUID = /^[0-9a-f-]{36}$/i;
const fmt = (d: Date) => d.toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' }) + ' ET';

export function createPlayService(deps: { pool: Pool; cache: Cache; hasher: PasswordHasher; now: () => Date; accessTokenTtlSeconds: number; logger?: Logger }) {
  const { pool, now } = deps;

  /** Records the end of a cool-off whose time is up (the first look after it ends records it). */
  async function closeIfExpired(userId: string, open: BreakRow | null): Promise<BreakRow | null> {
    if (!open || !breakState(open, now()).expired) return open;
    if (await createPlayRepo(pool).close(open.id, 'expired', now())) {
      deps.logger?.info({ userId, breakId: open.id, kind: open.kind, period: open.period, endsAt: open.ends_at.toISOString() }, 'play break ended: expired');
    }
    return null;
  }

  async function publish(userId: string, block: PlayBlock): Promise<void> {
    const claim: PlayBlockClaim = { state: block.state, until: block.until };
    await deps.cache.set(playBlockKey(userId), claim, deps.accessTokenTtlSeconds * 1000 + SKEW_MS);
  }

  async function status(userId: string): Promise<PlayStatusView> {
    if (!UUID.test(userId)) throw notFound('user_not_found', 'No such user.');
    const account = await createAccountsRepo(pool).byId(userId);
    if (!account) throw notFound('user_not_found', 'No such user.');
    const repo = createPlayRepo(pool);
    const open = await closeIfExpired(userId, await repo.open(userId));
    const history = await repo.history(userId);
    const block = blockOf(open, { guest: account.guest, dateOfBirth: account.date_of_birth }, now());
    const s = open ? breakState(open, now()) : null;
    return {
      state: block?.state ?? 'none',
      until: open && block?.state === open.kind ? open.ends_at.toISOString() : '',
      awaitingConfirmation: s?.awaitingConfirmation ?? false,
      needsDateOfBirth: !account.guest && account.date_of_birth === null,
      current: open ? view(open) : null,
      history: history.map(view),
    };
  }

  return {
    status,

    /** The claim for a member's token being issued now: null when nothing blocks the account. */
    async claimFor(userId: string, dateOfBirth: string | null): Promise<PlayBlockClaim | null> {
      const open = await closeIfExpired(userId, await createPlayRepo(pool).open(userId));
      return blockOf(open, { guest: false, dateOfBirth }, now());
    },

    async startBreak(userId: string, kind: string, period: string): Promise<PlayStatusView> {
      const checked = checkBreak(kind, period);
      if (!checked.ok) throw invalid(checked.code, checked.message);
      if (!UUID.test(userId)) throw notFound('user_not_found', 'No such user.');
      const at = now();
      const endsAt = breakEnd(checked.value.period, at);
      const started = await withTransaction(pool, async (tx) => {
        const repo = createPlayRepo(tx);
        const user = await repo.lockUser(userId);
        if (!user) throw notFound('user_not_found', 'No such user.');
        if (user.guest) throw forbidden('guest_break', 'Sign in to take a break: a guest session keeps nothing.');
        let open = await repo.open(userId, true);
        if (open && breakState(open, at).expired) {
          await repo.close(open.id, 'expired', at);
          deps.logger?.info({ userId, breakId: open.id, kind: open.kind }, 'play break ended: expired');
          open = null;
        }
        if (open) {
          // Only a longer break may replace one, and a self-exclusion only by another: otherwise a
          // short cool-off would end an exclusion without the confirmation it needs.
          const shorter = endsAt.getTime() <= open.ends_at.getTime() || (open.kind === 'self_exclusion' && checked.value.kind !== 'self_exclusion');
          if (shorter) {
            const what = open.kind === 'cool_off' ? 'a cool-off' : 'a self-exclusion';
            throw conflict('break_on', `You are on ${what} until ${fmt(open.ends_at)}. It cannot be ended early; a new break must last longer.`, { until: open.ends_at.toISOString() });
          }
          await repo.close(open.id, 'extended', at);
        }
        const id = randomUUID();
        await repo.insert({ id, userId, kind: checked.value.kind, period: checked.value.period, startsAt: at, endsAt });
        return { id, replaced: open?.id ?? null };
      });
      deps.logger?.info({ userId, breakId: started.id, kind, period, endsAt: endsAt.toISOString(), replaced: started.replaced }, 'play break started');
      await publish(userId, { state: checked.value.kind, until: checked.value.kind === 'cool_off' ? endsAt.toISOString() : null });
      return status(userId);
    },

    /** Ends a self-exclusion whose time is up, on the user's fresh confirmation (their password). */
    async confirmEnd(userId: string, password: string): Promise<PlayStatusView> {
      if (!UUID.test(userId)) throw notFound('user_not_found', 'No such user.');
      const account = await createAccountsRepo(pool).byId(userId);
      if (!account || account.guest) throw notFound('user_not_found', 'No such user.');
      if (!password || password.length > 128 || !(await deps.hasher.verify(account.password_hash, password))) {
        throw unauthenticated('wrong_password', 'That password is not right. Confirming the end of a self-exclusion needs your password.');
      }
      const at = now();
      const ended = await withTransaction(pool, async (tx) => {
        const repo = createPlayRepo(tx);
        await repo.lockUser(userId);
        const open = await repo.open(userId, true);
        if (!open || open.kind !== 'self_exclusion') throw precondition('no_exclusion', 'There is no self-exclusion to end.');
        if (!breakState(open, at).awaitingConfirmation) {
          throw precondition('exclusion_not_over', `Your self-exclusion runs until ${fmt(open.ends_at)}. It cannot be ended early.`);
        }
        await repo.close(open.id, 'confirmed', at);
        return open;
      });
      deps.logger?.info({ userId, breakId: ended.id, period: ended.period, endsAt: ended.ends_at.toISOString() }, 'play break ended: self-exclusion confirmed over by the user');
      return status(userId);
    },

    /** Records the date of birth of an account that has none (asked once); under 21 blocks play. */
    async setDateOfBirth(userId: string, raw: string): Promise<PlayStatusView> {
      const dob = parseDateOfBirth(raw, now());
      if (!dob.ok) throw invalid(dob.code, dob.message);
      if (!UUID.test(userId)) throw notFound('user_not_found', 'No such user.');
      if (!(await createAccountsRepo(pool).setDateOfBirth(userId, dob.value))) {
        throw conflict('date_of_birth_set', 'Your date of birth is already on record.');
      }
      if (isUnderAge(dob.value, now())) {
        deps.logger?.info({ userId }, 'date of birth recorded under 21: play blocked');
        await publish(userId, { state: 'under_age', until: null });
      }
      return status(userId);
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
