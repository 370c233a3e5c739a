import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner, useSession, usePageTitle } from '@gary/design';

export const SIGN_OUT_REDIRECT_MS = 500;
export const SIGN_OUT_FAILED = 'Failed to sign out properly';
const LOCAL_KEYS = ['garyBetTracking', 'userToken', 'username'];

/** Signs out, clears what older versions kept in storage, then goes to /signin after 0.5 s. */
export function SignOutPage() {
  usePageTitle('Signing out');
  const { store } = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void store.signOut().then((r) => {
      try {
        for (const k of LOCAL_KEYS) localStorage.removeItem(k);
      } catch {
        /* storage blocked: nothing stored either */
      }
      if (!r.ok) setFailed(true);
      timer = setTimeout(() => navigate('/signin', { replace: true }), SIGN_OUT_REDIRECT_MS);
    });
    return () => clearTimeout(timer);
  }, [store, navigate]);

  return (
    <div className="gary-page">
      <Spinner label="Signing out..." />
      {failed ? (
        <p role="alert" style={{ textAlign: 'center', color: 'var(--loss)' }}>
          {SIGN_OUT_FAILED}
        </p>
      ) : null}
    </div>
  );
}
