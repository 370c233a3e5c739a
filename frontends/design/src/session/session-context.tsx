import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { ApiClient } from '../api/api-client';
import type { SessionState, SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

/** Mounted once by the shell; remotes read the same store through the shared @gary/design. */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  useEffect(() => {
    void store.restore();
  }, [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used within a SessionProvider');
  return store;
}

export type SessionView = SessionState & {
  isSignedIn: boolean;
  isPro: boolean;
  isAdmin: boolean;
  store: SessionStore;
};

export function useSession(): SessionView {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    ...state,
    isSignedIn: state.status === 'signedIn',
    isPro: state.status === 'signedIn' && state.plan === 'pro',
    isAdmin: state.status === 'signedIn' && state.user?.role === 'admin',
    store,
  };
}

export function useApi(): ApiClient {
  return useSessionStore().api;
}
