import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { ButtonLink, Card, PRO_PRICE_LABEL, SUPPORT_EMAIL, Spinner, useSession, usePageTitle } from '@gary/design';

// The subscription flips to active when the payment webhook lands, which can trail the redirect
// by a few seconds: re-read the user a few times before saying it is still pending. The page says
// "Payment Successful" only once the server's answer says the plan is Pro: anyone can open this
// URL, and a Free member who never paid must not be told a payment went through. Checkout sends
// the buyer back with ?session_id=...; without one no payment is on its way, so one read of the
// plan answers at once instead of a wait through every check.
export const CHECKS = 5;
export const CHECK_EVERY_MS = 2000;

export function CheckoutSuccessPage() {
  const { status, isPro, store } = useSession();
  const [params] = useSearchParams();
  const checksToMake = params.get('session_id') ? CHECKS : 1;
  const [checks, setChecks] = useState(0);
  const checking = !isPro && checks < checksToMake;
  usePageTitle(isPro ? 'Payment Successful' : checking ? 'Checking your payment' : 'No payment on your account yet');

  useEffect(() => {
    if (status !== 'signedIn' || isPro || checks >= checksToMake) return;
    const t = setTimeout(() => void store.refreshUser().then(() => setChecks((c) => c + 1)), checks === 0 ? 0 : CHECK_EVERY_MS);
    return () => clearTimeout(t);
  }, [status, isPro, checks, checksToMake, store]);

  if (status === 'loading') return <Spinner />;
  if (status === 'signedOut') return <Navigate to="/" replace />;

  return (
    <div className="gary-page" style={{ maxWidth: 640 }}>
      <Card accent={isPro}>
        <p className="gary-eyebrow">Checkout</p>
        {isPro ? (
          <>
            <h1 className="gary-title">Payment Successful</h1>
            <p>Your Pro Membership is active at {PRO_PRICE_LABEL}. The whole card is unlocked.</p>
          </>
        ) : checking ? (
          <>
            <h1 className="gary-title">Checking your payment</h1>
            <Spinner label="Asking for your account's plan..." />
          </>
        ) : (
          <>
            <h1 className="gary-title">No payment on your account yet</h1>
            <p>
              Your account is still on the Free plan: no payment has reached it. If you just paid, activation can take a minute; refresh this page, or write to{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if Pro is not active soon.
            </p>
          </>
        )}
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 16 }}>
          <ButtonLink to="/picks">View Picks</ButtonLink>
          <ButtonLink to="/account" variant="secondary">My Account</ButtonLink>
          {!isPro && !checking ? <ButtonLink to="/pricing" variant="secondary">See Pricing</ButtonLink> : null}
        </div>
      </Card>
    </div>
  );
}
