import { Link } from 'react-router';
import { LEGAL_ENTITY, MIN_AGE, PRO_PRICE_LABEL, usePageTitle } from '@gary/design';
import { TERMS_VERSION, legalDate } from './legal-versions';
import { LegalContact } from './legal-contact';
import styles from './legal.module.css';

export function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <article className={`gary-page ${styles.legal}`}>
      <h1 className="gary-title">Terms of Service</h1>
      <p className={styles.updated} data-legal-updated>Last updated: {legalDate(TERMS_VERSION)}</p>
      <p>
        These terms are an agreement between you and {LEGAL_ENTITY} ("Gary", "we") about your use of this website and its services. By using
        Gary you accept them.
      </p>
      <h2>1. Eligibility</h2>
      <p>You must be at least {MIN_AGE} years old to use Gary, and you are responsible for following the laws where you live.</p>
      <h2>2. Entertainment only</h2>
      <p>
        Picks, analysis, statistics and everything else on Gary are opinions for entertainment. They are not financial, investment or betting
        advice and carry no guarantee of any result. No real money is wagered on this site. Any bet you place elsewhere is your own decision and
        your own risk.
      </p>
      <h2>3. Accounts</h2>
      <p>Keep your password to yourself; you are responsible for what happens under your account. Tell us at once if you think it was misused.</p>
      <h2>4. Pro subscription</h2>
      <p>
        Pro costs {PRO_PRICE_LABEL}, billed monthly in advance by our payment processor until you cancel. You can cancel anytime; your access
        lasts to the end of the period you have paid for and we do not refund partial months unless the law requires it. We will tell you before
        a price change takes effect.
      </p>
      <h2>5. Acceptable use</h2>
      <p>Do not resell or republish picks, scrape the site, interfere with it, or use it to break the law.</p>
      <h2>6. Limitation of liability</h2>
      <p>
        To the fullest extent the law allows, Gary is provided "as is", and our total liability for any claim is limited to the amount you paid
        us in the 12 months before the claim arose.
      </p>
      <h2>7. Governing law and disputes</h2>
      <p>
        These terms are governed by the laws of the State of Ohio. Any dispute will be settled by binding arbitration administered by the
        American Arbitration Association (AAA) under its consumer rules, held in Cincinnati, Ohio. You and we each waive the right to a jury
        trial or class action, except where the law does not allow it.
      </p>
      <h2>8. Changes</h2>
      <p>We may update these terms; the date above shows the latest version. Continued use after a change means you accept it.</p>
      <p>
        See also our <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <LegalContact />
    </article>
  );
}
