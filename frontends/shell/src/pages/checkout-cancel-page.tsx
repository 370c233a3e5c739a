import { ButtonLink, Card, SUPPORT_EMAIL, usePageTitle } from '@gary/design';

export function CheckoutCancelPage() {
  usePageTitle('Payment cancelled');
  return (
    <div className="gary-page" style={{ maxWidth: 640 }}>
      <Card>
        <p className="gary-eyebrow">Checkout</p>
        <h1 className="gary-title">Payment cancelled</h1>
        <p>Your payment was cancelled and you were not charged.</p>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', margin: '16px 0' }}>
          <ButtonLink to="/pricing">Back to Pricing</ButtonLink>
          <ButtonLink to="/picks" variant="secondary">Today's Picks</ButtonLink>
        </div>
        <p style={{ color: 'var(--text-muted)' }}>
          Questions? Contact support at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </Card>
    </div>
  );
}
