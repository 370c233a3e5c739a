import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink, SUPPORT_EMAIL, Spinner, useSession, usePageTitle } from '@gary/design';
import { FormError } from './auth-form-parts';
import styles from './auth.module.css';

/** /confirm?token=...: the link from the sign-up confirmation email. */
export function ConfirmPage() {
  usePageTitle('Confirm your email');
  const { store } = useSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ status: 'working' | 'ok' | 'error'; message?: string }>({ status: token ? 'working' : 'error', message: 'This confirmation link is missing its token.' });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void store.confirmEmail(token).then((r) => setState(r.ok ? { status: 'ok' } : { status: 'error', message: r.error.message }));
  }, [token, store]);

  return (
    <div className={styles.formCol}>
      <div className={styles.panel}>
        <h1 className={styles.title}>Email confirmation</h1>
        {state.status === 'working' ? <Spinner label="Confirming your email..." /> : null}
        {state.status === 'ok' ? <div className={styles.success} role="status">Your email is confirmed. Welcome to the den.</div> : null}
        {state.status === 'error' ? <FormError message={state.message || 'We could not confirm your email.'} /> : null}
        {state.status !== 'working' ? (
          <div className={styles.actions}>
            <ButtonLink to="/signin">Return to sign in</ButtonLink>
            {state.status === 'error' ? <a href={`mailto:${SUPPORT_EMAIL}`} style={{ textAlign: 'center' }}>Contact Support</a> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
