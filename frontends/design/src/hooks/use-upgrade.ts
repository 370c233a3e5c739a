import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
// Through the package's shared entry: the session context must be the one the shell provides.
import { useSession } from '@gary/design';

export const CHECKOUT_FAILED = 'Unable to redirect to checkout. Please try again.';

export type UpgradeStatus = 'idle' | 'processing' | 'error';

/**
 * Starting Pro: signed-out visitors go to /signin (and come back to /checkout); signed-in users
 * get a hosted checkout URL from POST /api/billing/checkout and the browser goes there.
 */
export function useUpgrade(redirect: (url: string) => void = (url) => window.location.assign(url)) {
  const { isSignedIn, store } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<UpgradeStatus>('idle');

  const start = useCallback(async () => {
    if (!isSignedIn) {
      navigate('/signin', { state: { from: '/checkout', reason: 'upgrade', previous: location.pathname } });
      return;
    }
    setStatus('processing');
    const r = await store.api.post<{ url: string }>('/api/billing/checkout');
    if (r.ok && r.data && typeof r.data.url === 'string' && r.data.url) {
      redirect(r.data.url);
      return;
    }
    setStatus('error');
  }, [isSignedIn, navigate, location.pathname, store, redirect]);

  return { status, start, reset: () => setStatus('idle') };
}
