// The signed-in session: the access token lives only in memory (the refresh token is an httpOnly
// cookie), restored on load by one POST /api/auth/refresh. The store is a plain object with
// subscribe/getSnapshot so React reads it through useSyncExternalStore; being inside the shared
// @gary/design singleton, the shell and every remote see the very same store.
import { createApiClient, createMemoryTokenStore, type ApiClient, type ApiError, type ApiResult } from '../api/api-client';
import type { MeResponse, Plan, SessionUser, SignUpResponse, Subscription, TokenResponse } from '../api/api-types';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  plan: Plan;
  subscription: Subscription;
  /** true while /api/me is being (re)loaded: the plan is not known yet. */
  checkingPlan: boolean;
};

export type SignUpOutcome = { ok: true; confirmationRequired: boolean } | { ok: false; error: ApiError };
export type Outcome = { ok: true } | { ok: false; error: ApiError };

const SIGNED_OUT: SessionState = { status: 'signedOut', user: null, plan: 'free', subscription: null, checkingPlan: false };

export function createSessionStore(options: { baseUrl?: string; fetch?: typeof fetch } = {}) {
  let state: SessionState = { ...SIGNED_OUT, status: 'loading', checkingPlan: true };
  const listeners = new Set<() => void>();
  const tokens = createMemoryTokenStore();

  const set = (patch: Partial<SessionState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };

  const api: ApiClient = createApiClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    tokens,
    onSessionExpired: () => set({ ...SIGNED_OUT }),
  });

  async function loadMe(): Promise<ApiResult<MeResponse>> {
    set({ checkingPlan: true });
    const me = await api.get<MeResponse>('/api/me');
    if (me.ok) {
      set({ status: 'signedIn', user: me.data.user, plan: me.data.plan === 'pro' ? 'pro' : 'free', subscription: me.data.subscription ?? null, checkingPlan: false });
    } else if (me.error.status === 401) {
      tokens.set(null);
      set({ ...SIGNED_OUT });
    } else {
      // Signed in but the profile service failed: keep the user, fall back to the free plan.
      set({ plan: 'free', checkingPlan: false });
    }
    return me;
  }

  async function acceptToken(body: TokenResponse): Promise<void> {
    tokens.set(body.accessToken);
    set({ status: 'signedIn', user: body.user, checkingPlan: true });
    await loadMe();
  }

  /** An auth call that changes no session state here: only whether the server agreed. */
  async function authCall(path: string, body: unknown): Promise<Outcome> {
    const r = await api.post<{ ok: boolean }>(path, body, { skipRefresh: true });
    return r.ok ? { ok: true } : { ok: false, error: r.error };
  }

  let restoring: Promise<void> | null = null;

  return {
    api,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): SessionState => state,
    getAccessToken: (): string | null => tokens.get(),

    /** Restores a session from the refresh cookie once per page load. */
    restore(): Promise<void> {
      if (!restoring) {
        restoring = (async () => {
          const ok = await api.refresh();
          if (!ok) {
            set({ ...SIGNED_OUT });
            return;
          }
          await loadMe();
        })();
      }
      return restoring;
    },

    /** remember false: the server sets a browser-session cookie instead of a 30-day one. */
    async signIn(email: string, password: string, remember = true): Promise<Outcome> {
      const r = await api.post<TokenResponse>('/api/auth/signin', { email, password, remember }, { skipRefresh: true });
      if (!r.ok) return { ok: false, error: r.error };
      await acceptToken(r.data);
      return { ok: true };
    },

    /** dateOfBirth YYYY-MM-DD: the server refuses under 21 with a message that says so. */
    async signUp(email: string, password: string, dateOfBirth?: string): Promise<SignUpOutcome> {
      const r = await api.post<SignUpResponse & Partial<TokenResponse>>('/api/auth/signup', { email, password, dateOfBirth }, { skipRefresh: true });
      if (!r.ok) return { ok: false, error: r.error };
      if (typeof r.data.accessToken === 'string' && r.data.user) {
        await acceptToken(r.data as TokenResponse);
        return { ok: true, confirmationRequired: false };
      }
      return { ok: true, confirmationRequired: r.data.confirmationRequired !== false };
    },

    /** Always ends signed out locally; reports whether the server agreed. */
    async signOut(): Promise<Outcome> {
      // A page load straight onto /signout restores the session meanwhile; letting that finish first
      // keeps its late /api/me from signing the user back in after the sign-out.
      await restoring;
      const r = await api.post<{ ok: boolean }>('/api/auth/signout', undefined, { skipRefresh: true });
      tokens.set(null);
      set({ ...SIGNED_OUT });
      return r.ok ? { ok: true } : { ok: false, error: r.error };
    },

    async refreshUser(): Promise<Outcome> {
      if (!tokens.get()) {
        const ok = await api.refresh();
        if (!ok) {
          set({ ...SIGNED_OUT });
          return { ok: false, error: { name: 'ApiError', status: 401, code: 'unauthenticated', message: 'Please sign in.' } };
        }
      }
      const me = await loadMe();
      return me.ok ? { ok: true } : { ok: false, error: me.error };
    },

    requestPasswordReset: (email: string): Promise<Outcome> => authCall('/api/auth/reset', { email }),

    /** A new confirmation link for an account not yet confirmed; answers the same for any email. */
    resendConfirmation: (email: string): Promise<Outcome> => authCall('/api/auth/confirm/resend', { email }),

    confirmPasswordReset: (token: string, password: string): Promise<Outcome> => authCall('/api/auth/reset/confirm', { token, password }),

    confirmEmail: (token: string): Promise<Outcome> => authCall('/api/auth/confirm', { token }),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Name shown for a user: profile username, else the part of the email before '@', else 'Bettor'. */
export function displayName(user: SessionUser | null | undefined): string {
  if (!user) return 'Guest';
  if (user.username && user.username.trim()) return user.username.trim();
  const local = (user.email ?? '').split('@')[0]?.trim();
  return local ? local : 'Bettor';
}
