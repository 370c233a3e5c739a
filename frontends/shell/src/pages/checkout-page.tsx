import { Link } from 'react-router';
import { ButtonLink, Card, PRO_PRICE_LABEL, PRO_PRICE_MONTHLY, useSession, usePageTitle } from '@gary/design';
import { planFeatures } from '@gary/design/plans';
import { UpgradeButton } from './upgrade-button';
import styles from './pricing.module.css';

// The pricing page's Pro column, word for word (PLAN_FEATURES in @gary/design/plans owns the list).
const PRO_ITEMS = planFeatures('pro');

export function CheckoutPage() {
  usePageTitle('Checkout');
  const { isPro } = useSession();
  return (
    <div className="gary-page">
      <p className="gary-eyebrow">Checkout</p>
      <h1 className="gary-title">Payment Details</h1>
      {isPro ? (
        <Card>
          <p>Your account is already Pro. Nothing to pay today.</p>
          <ButtonLink to="/real-gary-picks">View Picks</ButtonLink>
        </Card>
      ) : (
        <div className={styles.summary}>
          <Card title="Pro Plan" titleId="checkout-plan" accent>
            <ul className={styles.features} aria-label="Pro includes">
              {PRO_ITEMS.map((f) => <li key={f}>{f}</li>)}
            </ul>
          </Card>
          <Card title="Summary" titleId="checkout-summary">
            <div className={styles.line}><span>Gary Pro</span><span className="gary-num">{PRO_PRICE_LABEL}</span></div>
            <div className={`${styles.line} ${styles.total}`}><span>Due today</span><span className="gary-num">${PRO_PRICE_MONTHLY.toFixed(2)}</span></div>
            <p className={styles.note} style={{ margin: '12px 0 18px' }}>
              You will finish payment on our processor's secure hosted page. Renews monthly; cancel anytime.
            </p>
            <UpgradeButton label="Proceed to Checkout" />
            <p style={{ marginTop: 16 }}><Link to="/pricing">← Back to pricing</Link></p>
          </Card>
        </div>
      )}
    </div>
  );
}
