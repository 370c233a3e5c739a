import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient, ApiError, ApiResult } from '../api/api-client';
// Through the shared entry: the session context must be the one the shell provides.
import { useApi } from '@gary/design';

export type ApiQueryState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ok'; data: T; error: null }
  | { status: 'error'; data: T | null; error: ApiError };

/**
 * Loads one gateway resource and reloads when `key` changes or `reload()` is called.
 * Earlier responses that arrive late are dropped (the request is aborted). A reload of the same key
 * keeps the loaded data on screen while it runs (and if it fails); a new key starts empty, so one
 * range's or sport's data is never shown as another's.
 */
export function useApiQuery<T>(fetcher: (api: ApiClient, signal: AbortSignal) => Promise<ApiResult<T>>, key: string, enabled = true) {
  const api = useApi();
  const [state, setState] = useState<ApiQueryState<T>>({ status: 'loading', data: null, error: null });
  const [nonce, setNonce] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const loadedKey = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    const same = loadedKey.current === key;
    setState((s) => ({ status: 'loading', data: same ? s.data : null, error: null }));
    void fetcherRef.current(api, ctrl.signal).then((r) => {
      if (ctrl.signal.aborted) return;
      if (r.ok) {
        loadedKey.current = key;
        setState({ status: 'ok', data: r.data, error: null });
      } else setState((s) => ({ status: 'error', data: s.data, error: r.error }));
    });
    return () => ctrl.abort();
  }, [api, key, nonce, enabled]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  /** Silent refresh: keeps showing the current data while the new copy loads. */
  return { ...state, reload };
}
