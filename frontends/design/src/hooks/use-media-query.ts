import { useSyncExternalStore } from 'react';

export const MOBILE_BREAKPOINT_PX = 768;

interface MediaStore {
  subscribe(onChange: () => void): () => void;
  matches(): boolean;
}

// One MediaQueryList and one pair of functions per query, so a re-render neither re-subscribes
// nor asks matchMedia again.
const stores = new Map<string, MediaStore>();

function storeFor(query: string): MediaStore {
  let store = stores.get(query);
  if (!store) {
    const mql = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : null;
    store = {
      subscribe: (onChange) => {
        if (!mql) return () => {};
        mql.addEventListener('change', onChange);
        return () => mql.removeEventListener('change', onChange);
      },
      matches: () => mql?.matches ?? false,
    };
    stores.set(query, store);
  }
  return store;
}

export function useMediaQuery(query: string): boolean {
  const store = storeFor(query);
  return useSyncExternalStore(store.subscribe, store.matches, () => false);
}

/** Phones: width <= 768 px (the spec's mobile breakpoint). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
}

export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
