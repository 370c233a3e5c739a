import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
// Through the package's shared entry: the session context must be the one the shell provides.
import { useSession } from '@gary/design';

export const CHECKOUT_FAILED = 'Unable to redirect to checkout. Please try again.';

export type UpgradeStatus = 'idle' | 'processing' | 'error';

/**
 * Starting Pro: signed-out visitors go to /signin (and come back to /checkout); signed-in users
 * get a hosted checkout URL from POST /api/billing/checkout and the browser goes there. `message`
 * is what to show on failure: the server's own words when it refuses on purpose (play_break: a
 * break, under 21, or a date of birth still to give), else the spec's generic failure.
 */
export function useUpgrade(redirect: (url: string) => void = (url) => window.location.assign(url)) {
  const { isSignedIn, store } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<UpgradeStatus>('idle');
  const [message, setMessage] = useState(CHECKOUT_FAILED);

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
    setMessage(!r.ok && r.error.code === 'play_break' && r.error.message ? r.error.message : CHECKOUT_FAILED);
    setStatus('error');
  }, [isSignedIn, navigate, location.pathname, store, redirect]);

  return { status, message, start, reset: () => setStatus('idle') };
}
