import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { ButtonLink, Card, PRO_PRICE_LABEL, Spinner, useSession, usePageTitle } from '@gary/design';

// The subscription flips to active when the payment webhook lands, which can trail the redirect
// by a few seconds: re-read the user a few times before saying it is still pending.
const CHECKS = 5;
const CHECK_EVERY_MS = 2000;

export function CheckoutSuccessPage() {
  usePageTitle('Payment Successful');
  const { status, isPro, store } = useSession();
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    if (status !== 'signedIn' || isPro || checks >= CHECKS) return;
    const t = setTimeout(() => void store.refreshUser().then(() => setChecks((c) => c + 1)), checks === 0 ? 0 : CHECK_EVERY_MS);
    return () => clearTimeout(t);
  }, [status, isPro, checks, store]);

  if (status === 'loading') return <Spinner />;
  if (status === 'signedOut') return <Navigate to="/" replace />;

  return (
    <div className="gary-page" style={{ maxWidth: 640 }}>
      <Card accent>
        <p className="gary-eyebrow">Checkout complete</p>
        <h1 className="gary-title">Payment Successful</h1>
        {isPro ? (
          <p>Your Pro Membership is active at {PRO_PRICE_LABEL}. The whole card is unlocked.</p>
        ) : checks < CHECKS ? (
          <Spinner label="Activating your Pro Membership..." />
        ) : (
          <p>Your payment went through; activation is taking longer than usual. Refresh in a minute, or contact support if Pro is not active soon.</p>
        )}
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 16 }}>
          <ButtonLink to="/picks">View Picks</ButtonLink>
          <ButtonLink to="/account" variant="secondary">My Account</ButtonLink>
        </div>
      </Card>
    </div>
  );
}
