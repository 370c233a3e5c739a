import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink, useSession, usePageTitle } from '@gary/design';
import { Field, FormError, reasonsOf } from './auth-form-parts';
import styles from './auth.module.css';

/** /reset?token=...: the link from the password-reset email. */
export function ResetPage() {
  usePageTitle('Choose a new password');
  const { store } = useSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<{ message: string; reasons: string[] } | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (password !== confirm) {
      setError({ message: 'The two passwords do not match.', reasons: [] });
      return;
    }
    setBusy(true);
    setError(null);
    const r = await store.confirmPasswordReset(token, password);
    setBusy(false);
    if (r.ok) setDone(true);
    else setError({ message: r.error.message || 'Could not reset your password. Please try again.', reasons: reasonsOf(r.error) });
  }

  return (
    <div className={styles.formCol}>
      <div className={styles.panel}>
        <h1 className={styles.title}>New password</h1>
        {!token ? (
          <>
            <FormError message="This reset link is missing its token. Ask for a new link from the sign-in page." />
            <div className={styles.actions}><ButtonLink to="/signin">Go to sign in</ButtonLink></div>
          </>
        ) : done ? (
          <>
            <div className={styles.success} role="status">Your password is updated. Sign in with the new one.</div>
            <div className={styles.actions}><ButtonLink to="/signin">Sign in</ButtonLink></div>
          </>
        ) : (
          <form className={styles.form} onSubmit={onSubmit}>
            <p className={styles.subtitle}>Choose a new password for your Gary account.</p>
            {error ? <FormError message={error.message} reasons={error.reasons} /> : null}
            <Field label="New password" id="reset-password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            <Field label="Repeat new password" id="reset-confirm" type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            <Button type="submit" size="large" block disabled={busy} aria-busy={busy}>{busy ? 'Saving...' : 'Save new password'}</Button>
          </form>
        )}
      </div>
    </div>
  );
}
