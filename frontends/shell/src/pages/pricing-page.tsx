import { ButtonLink, Card, PRO_PRICE_MONTHLY, useSession, usePageTitle } from '@gary/design';
import { planFeatures } from '@gary/design/plans';
import { FaqSection } from '../components/faq-section';
import { PublicRecord } from '../components/public-record';
import { UpgradeButton } from './upgrade-button';
import marketing from './marketing.module.css';
import styles from './pricing.module.css';
import { PRICING_HOW_PICKS_ARE_MADE } from '../lib/how-gary-picks';

// The plan table is the gateway's gating (PLAN_FEATURES in @gary/design/plans), no extra promises.
const FREE_FEATURES = planFeatures('free');
const PRO_FEATURES = planFeatures('pro');

const FAQ = [
  { q: 'When do Pro members get access?', a: 'Immediately. As soon as checkout finishes your account is Pro and the full card unlocks.' },
  { q: 'Can I cancel anytime?', a: 'Yes. Cancel from your dashboard whenever you like; you keep Pro until the end of the billing period you paid for.' },
  { q: 'How are the picks made?', a: PRICING_HOW_PICKS_ARE_MADE.text },
  { q: 'Which sports are covered?', a: 'MLB, NBA, NHL and NFL, in season: the card holds the leagues with games that day. Player props cover the leagues shown on the Player Props page.' },
];

export function PricingPage() {
  usePageTitle('Pricing');
  const { isPro, isSignedIn } = useSession();
  return (
    <div className="gary-page">
      <p className="gary-eyebrow">Pricing</p>
      <h1 className="gary-title">Pick your seat</h1>
      <p className="gary-lede">Start free with one pick a day. Go Pro for the whole card. Cancel anytime.</p>
      <div className={styles.plans}>
        <Card as="article" className={styles.plan} aria-labelledby="plan-free">
          <h2 id="plan-free" className={styles.planName}>Free</h2>
          <p className={styles.price}>
            $0<span> / month</span>
          </p>
          <ul className={styles.features} aria-label="Free includes">
            {FREE_FEATURES.map((f) => <li key={f}>{f}</li>)}
          </ul>
          {isSignedIn ? (
            <ButtonLink to="/real-gary-picks" variant="secondary" block size="large">See Today's Free Pick</ButtonLink>
          ) : (
            <ButtonLink to="/signin" variant="secondary" block size="large">Start Free</ButtonLink>
          )}
        </Card>
        <Card as="article" className={`${styles.plan} ${styles.pro}`} aria-labelledby="plan-pro">
          <h2 id="plan-pro" className={styles.planName}>Pro</h2>
          <p className={styles.price}>
            ${PRO_PRICE_MONTHLY}<span> / month</span>
          </p>
          <ul className={styles.features} aria-label="Pro includes">
            {PRO_FEATURES.map((f) => <li key={f}>{f}</li>)}
          </ul>
          {isPro ? <ButtonLink to="/real-gary-picks" block size="large">You're Pro — View Picks</ButtonLink> : <UpgradeButton />}
          <p className={styles.note}>Secure checkout. Cancel anytime; access lasts to the end of the billing period.</p>
        </Card>
      </div>
      <section aria-labelledby="pricing-record" style={{ marginBottom: 48 }}>
        <h2 id="pricing-record" className={marketing.sectionTitle} style={{ marginBottom: 16 }}>The record, not a promise</h2>
        <PublicRecord />
      </section>
      <FaqSection id="pricing-faq" items={FAQ} gap={16} />
    </div>
  );
}
