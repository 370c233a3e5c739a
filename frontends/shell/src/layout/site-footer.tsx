import { Link } from 'react-router';
import { GaryMark, HELPLINES, LEGAL_ENTITY, MIN_AGE } from '@gary/design';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <div className={styles.brand}>
            <GaryMark size={32} /> GARY
          </div>
          <p className={styles.muted}>
            For entertainment only. Gary's picks are opinions, not advice, and no real money is wagered on this site. Past results do not
            promise future ones.
          </p>
        </div>
        <nav aria-label="Picks">
          <h2 className={styles.heading}>Picks</h2>
          <ul className={styles.list}>
            <li><Link to="/real-gary-picks">Premium Picks</Link></li>
            <li><Link to="/gary-props">Player Props</Link></li>
            <li><Link to="/team-picks">Team Props</Link></li>
            <li><Link to="/what-gary-thinks">What Gary Thinks</Link></li>
            <li><Link to="/billfold">Billfold</Link></li>
            <li><Link to="/corrections">Corrections</Link></li>
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className={styles.heading}>Gary</h2>
          <ul className={styles.list}>
            <li><Link to="/meet-gary">Meet Gary</Link></li>
            <li><Link to="/how-it-works">How it Works</Link></li>
            <li><Link to="/learn-more">Learn More</Link></li>
            <li><Link to="/terms">Terms of Service</Link></li>
            <li><Link to="/privacy">Privacy Policy</Link></li>
          </ul>
        </nav>
        <div className={styles.help}>
          <div className={styles.age} aria-hidden="true">{MIN_AGE}+</div>
          <h2 className={styles.heading}>Play responsibly</h2>
          <p className={styles.muted}>
            You must be {MIN_AGE} or older. If gambling is causing you or someone you know trouble, free and confidential help is available 24/7:
          </p>
          <ul className={styles.list}>
            {HELPLINES.map((h) => (
              <li key={h.number}>
                <a href={h.href}>{`${h.name}: ${h.number}`}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.legal}>
        <span>© {year} {LEGAL_ENTITY}. All rights reserved.</span>
        <span>Gary is in beta. Times are US Eastern.</span>
      </div>
    </footer>
  );
}
