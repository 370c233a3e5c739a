// Subscription state, which of two states is newer, and the entitlement it gives. Pure.
// Stripe may deliver events late, twice or out of order; each state carries the creation time of
// the event that set it (stateAt, Unix seconds), and an older event never overwrites a newer state.

export interface SubState {
  status: string;
  /** Unix seconds; null until known (a checkout completion does not carry it). */
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  stateAt: number;
}

export interface Entitlement {
  plan: 'free' | 'pro';
  /** none when the user never subscribed. */
  status: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

export const FREE: Entitlement = { plan: 'free', status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false };

/** Stripe retries a failed delivery for up to three days; a missed renewal does not cut a payer off before that. */
export const RENEWAL_GRACE_SECONDS = 3 * 86_400;

// When two events carry the same second, the state further along its life wins.
const RANK: Record<string, number> = { incomplete: 0, trialing: 1, active: 1, past_due: 2, unpaid: 3, paused: 3, incomplete_expired: 4, canceled: 4 };
const rank = (s: string) => RANK[s] ?? 0;
const TERMINAL = new Set(['canceled', 'incomplete_expired']);

export function isNewer(current: SubState | null, incoming: SubState): boolean {
  if (!current) return true;
  // A cancelled subscription never comes back; Stripe makes a new one instead.
  if (TERMINAL.has(current.status)) return false;
  if (incoming.stateAt !== current.stateAt) return incoming.stateAt > current.stateAt;
  const r = rank(incoming.status) - rank(current.status);
  if (r !== 0) return r > 0;
  return (incoming.currentPeriodEnd ?? 0) >= (current.currentPeriodEnd ?? 0);
}

/** Pro while active; when cancelled at period end, until that end; free otherwise. */
export function isPro(s: SubState, nowSec: number): boolean {
  if (s.status !== 'active' && s.status !== 'trialing') return false;
  if (s.currentPeriodEnd === null) return true;
  if (s.cancelAtPeriodEnd) return nowSec < s.currentPeriodEnd;
  return nowSec < s.currentPeriodEnd + RENEWAL_GRACE_SECONDS;
}

export function entitlementOf(subs: SubState[], nowSec: number): Entitlement {
  if (subs.length === 0) return FREE;
  const pro = subs.filter((s) => isPro(s, nowSec)).sort((a, b) => (b.currentPeriodEnd ?? Infinity) - (a.currentPeriodEnd ?? Infinity));
  const pick = pro[0] ?? [...subs].sort((a, b) => b.stateAt - a.stateAt)[0]!;
  return { plan: pro[0] ? 'pro' : 'free', status: pick.status, currentPeriodEnd: pick.currentPeriodEnd, cancelAtPeriodEnd: pick.cancelAtPeriodEnd };
}

/** One calendar month later (the simulator's billing period), clamped to the month's last day. */
export function addOneMonth(sec: number): number {
  const d = new Date(sec * 1000);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(y, m, Math.min(d.getUTCDate(), last), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()) / 1000);
}
