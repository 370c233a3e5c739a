import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/api-client';
import { useApi } from '../session/session-context';

let known: Promise<boolean> | null = null;

/**
 * Whether the product runs on the simulated data provider, asked once per page load of the public
 * scores feed (not the picks answer, whose plan depends on a session that may still be restoring).
 * The site-wide ribbon says so when true; a page's own simulated note stays quiet then.
 */
function simulatedSite(api: ApiClient): Promise<boolean> {
  known ??= api.get<{ simulated?: boolean }>('/api/scores', { sport: 'NBA' }).then((r) => (r.ok ? r.data.simulated === true : false));
  return known;
}

/** null until known. */
export function useSiteSimulated(): boolean | null {
  const api = useApi();
  const [simulated, setSimulated] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void simulatedSite(api).then((s) => live && setSimulated(s));
    return () => {
      live = false;
    };
  }, [api]);
  return simulated;
}
