import { Link } from 'react-router';
import { LEGAL_ENTITY, MIN_AGE, usePageTitle } from '@gary/design';
import { PRIVACY_VERSION, legalDate } from './legal-versions';
import { LegalContact } from './legal-contact';
import styles from './legal.module.css';

export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <article className={`gary-page ${styles.legal}`}>
      <h1 className="gary-title">Privacy Policy</h1>
      <p className={styles.updated} data-legal-updated>Last updated: {legalDate(PRIVACY_VERSION)}</p>
      <p>This policy explains what {LEGAL_ENTITY} collects when you use Gary, why, and the choices you have.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Account data: your email address, a hashed password, and an optional username and avatar.</li>
        <li>Activity: the picks you ride or fade, and the stats we compute from them.</li>
        <li>Billing: subscription status from our payment processor. We never see or store your full card number.</li>
        <li>Technical data: basic logs such as IP address, browser and pages visited, used to keep the service secure and working.</li>
      </ul>
      <h2>How we use it</h2>
      <p>To run your account, show your BetCard and leaderboard position, process your subscription, send account email (confirmation, password reset, scratched picks), and improve the service. We do not sell your personal information.</p>
      <h2>Sharing</h2>
      <p>With service providers who run parts of Gary for us (hosting, email, payments) under contract, and when the law requires it. Your username and decision stats appear on the public leaderboard.</p>
      <h2>Retention</h2>
      <p>We keep account data for as long as your account is open and for 7 years after it ends, to meet legal, tax and dispute obligations, and then delete or anonymise it.</p>
      <h2>Your choices</h2>
      <p>You can update your profile, cancel your subscription, or ask us to access, correct or delete your data by writing to us.</p>
      <h2>Age</h2>
      <p>Gary is for adults aged {MIN_AGE} and over. It is not directed to children, and we do not knowingly collect data from anyone under 13; if we learn we have, we delete it.</p>
      <h2>Cookies</h2>
      <p>We use one essential cookie to keep you signed in. We do not use advertising cookies.</p>
      <p>
        See also our <Link to="/terms">Terms of Service</Link>.
      </p>
      <LegalContact />
    </article>
  );
}
