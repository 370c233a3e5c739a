import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams, Link } from 'react-router';
import { Button, MIN_AGE, SUPPORT_EMAIL, useSession, usePageTitle, type ApiError } from '@gary/design';
import { GaryPatch } from '../components/gary-patch';
import { Field, FormError, reasonsOf } from './auth-form-parts';
import styles from './auth.module.css';

type Mode = 'signin' | 'signup' | 'forgot' | 'confirmation' | 'resetSent';
const REMEMBER_KEY = 'gary.rememberedEmail';

function readRemembered(): string {
  try {
    return localStorage.getItem(REMEMBER_KEY) ?? '';
  } catch {
    return '';
  }
}

export function SignInPage() {
  const { store, isSignedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signup' ? 'signup' : 'signin');
  const [email, setEmail] = useState(readRemembered);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => readRemembered() !== '');
  const [adult, setAdult] = useState(false);
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; reasons: string[]; code?: string } | null>(null);
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | { error: string }>('idle');

  async function resendConfirmation() {
    setResend('sending');
    const r = await store.resendConfirmation(email.trim());
    setResend(r.ok ? 'sent' : { error: r.error.message || 'Could not send the email. Please try again.' });
  }

  const resendBlock =
    resend === 'sent' ? (
      <p className={styles.success} role="status">If <strong>{email}</strong> still needs confirming, a new link is on its way.</p>
    ) : (
      <>
        {typeof resend === 'object' ? <FormError message={resend.error} reasons={[]} /> : null}
        <Button variant="secondary" block onClick={() => void resendConfirmation()} disabled={resend === 'sending'}>
          {resend === 'sending' ? 'Sending...' : 'Resend the confirmation email'}
        </Button>
      </>
    );
  usePageTitle(mode === 'signup' ? 'Create account' : 'Sign in');

  useEffect(() => setError(null), [mode]);

  const confirmToken = params.get('confirm');
  if (confirmToken) return <Navigate to={`/confirm?token=${encodeURIComponent(confirmToken)}`} replace />;
  if (isSignedIn && (mode === 'signin' || mode === 'signup') && !busy) return <Navigate to={from} replace />;

  const fail = (err: ApiError, fallback: string) => setError({ message: err.message || fallback, reasons: reasonsOf(err), code: err.code });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      if (mode === 'signin') {
        const r = await store.signIn(email.trim(), password, remember);
        if (!r.ok) return fail(r.error, 'Failed to sign in');
        try {
          if (remember) localStorage.setItem(REMEMBER_KEY, email.trim());
          else localStorage.removeItem(REMEMBER_KEY);
        } catch {
          /* storage blocked: remembering is a nicety */
        }
        navigate(from, { replace: true });
      } else if (mode === 'signup') {
        const r = await store.signUp(email.trim(), password, dateOfBirth);
        if (!r.ok) return fail(r.error, 'Failed to create account');
        if (r.confirmationRequired) setMode('confirmation');
        else navigate('/', { replace: true });
      } else if (mode === 'forgot') {
        const r = await store.requestPasswordReset(email.trim());
        if (!r.ok) return fail(r.error, 'Could not send the reset email. Please try again.');
        setMode('resetSent');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.wrap}>
      <aside className={styles.side} aria-hidden="true">
        <div className={styles.patch}>
          <GaryPatch text="THE DEN • MEMBERS ONLY • RIDE OR FADE • " />
        </div>
        <h2>Welcome to the den.</h2>
        <p>Track every ride and fade, build your BetCard, and see how you stack up on the leaderboard.</p>
      </aside>
      <div className={styles.formCol}>
        <div className={styles.panel}>
          {mode === 'confirmation' ? (
            <>
              <h1 className={styles.title}>Check your email</h1>
              <div className={styles.success} role="status">
                If <strong>{email}</strong> is new to Gary, a confirmation email is on its way: click the link in it to activate your account. If the address already has an account, sign in or reset its password instead.
              </div>
              <div className={styles.actions}>
                <Button variant="primary" block onClick={() => setMode('signin')}>Return to sign in</Button>
                {resendBlock}
                <a className="gary-contact" href={`mailto:${SUPPORT_EMAIL}`} style={{ textAlign: 'center' }}>Contact Support</a>
              </div>
            </>
          ) : mode === 'resetSent' ? (
            <>
              <h1 className={styles.title}>Reset link sent</h1>
              <div className={styles.success} role="status">
                If an account exists for <strong>{email}</strong>, a link to choose a new password is on its way. It expires soon, so use it today.
              </div>
              <div className={styles.actions}>
                <Button variant="primary" block onClick={() => setMode('signin')}>Return to sign in</Button>
              </div>
            </>
          ) : (
            <>
              <h1 className={styles.title}>
                {mode === 'signin' ? 'Back to the den' : mode === 'signup' ? 'Join the den' : 'Forgot password'}
              </h1>
              <p className={styles.subtitle}>
                {mode === 'signin'
                  ? 'Sign in to track your picks.'
                  : mode === 'signup'
                    ? 'Free account. One pick a day on the house.'
                    : 'Enter your email and we will send you a reset link.'}
              </p>
              <form className={styles.form} onSubmit={onSubmit} noValidate={false}>
                {error ? <FormError message={error.message} reasons={error.reasons} /> : null}
                {error?.code === 'email_not_confirmed' && mode === 'signin' ? resendBlock : null}
                <Field label="Email" id="auth-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
                {mode !== 'forgot' ? (
                  <Field
                    label="Password"
                    id="auth-password"
                    type="password"
                    autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                    required
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                ) : null}
                {mode === 'signin' ? (
                  <div className={styles.row}>
                    <label className={styles.check}>
                      <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
                      Remember me
                    </label>
                    <button type="button" className={styles.linkButton} onClick={() => setMode('forgot')}>
                      Forgot password?
                    </button>
                  </div>
                ) : null}
                {mode === 'signup' ? (
                  <Field
                    label={`Date of birth (you must be ${MIN_AGE} or older)`}
                    id="auth-dob"
                    type="date"
                    autoComplete="bday"
                    required
                    value={dateOfBirth}
                    onChange={(e) => setDateOfBirth(e.target.value)}
                  />
                ) : null}
                {mode === 'signup' ? (
                  <label className={styles.check}>
                    <input type="checkbox" required checked={adult} onChange={(e) => setAdult(e.target.checked)} />
                    <span>
                      I am {MIN_AGE} or older and accept the <Link to="/terms" target="_blank" rel="noopener">terms</Link>.
                    </span>
                  </label>
                ) : null}
                <Button type="submit" size="large" block disabled={busy} aria-busy={busy}>
                  {mode === 'signin'
                    ? busy ? 'Signing in...' : 'Sign in'
                    : mode === 'signup'
                      ? busy ? 'Creating Account...' : 'Create Account'
                      : busy ? 'Sending...' : 'Send reset link'}
                </Button>
              </form>
              <p className={styles.switch}>
                {mode === 'signin' ? (
                  <>
                    New here?{' '}
                    <button type="button" className={styles.linkButton} onClick={() => setMode('signup')}>Create an account</button>
                  </>
                ) : (
                  <>
                    {mode === 'signup' ? 'Already have an account? ' : ''}
                    <button type="button" className={styles.linkButton} onClick={() => setMode('signin')}>Back to sign in</button>
                  </>
                )}
              </p>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
