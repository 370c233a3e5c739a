import { Link } from 'react-router';
import { GaryMark, HELPLINES, LEGAL_ENTITY, MIN_AGE } from '@gary/design';
import styles from './site-footer.module.css';

const FOOTER_NAVS: { label: string; heading: string; links: [to: string, text: string][] }[] = [
  {
    label: 'Picks',
    heading: 'Picks',
    links: [
      ['/real-gary-picks', 'Premium Picks'],
      ['/daily-parlay', 'Parlay of the Day'],
      ['/gary-props', 'Player Props'],
      ['/team-picks', 'Team Props'],
      ['/what-gary-thinks', 'What Gary Thinks'],
      ['/billfold', 'Billfold'],
      ['/corrections', 'Corrections'],
    ],
  },
  {
    label: 'Company',
    heading: 'Gary',
    links: [
      ['/meet-gary', 'Meet Gary'],
      ['/how-it-works', 'How it Works'],
      ['/learn-more', 'Learn More'],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/help', 'Help and responsible play'],
    ],
  },
];

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
        {FOOTER_NAVS.map((n) => (
          <nav key={n.label} aria-label={n.label}>
            <h2 className={styles.heading}>{n.heading}</h2>
            <ul className={styles.list}>
              {n.links.map(([to, text]) => (
                <li key={to}><Link to={to}>{text}</Link></li>
              ))}
            </ul>
          </nav>
        ))}
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
            <li><Link to="/help">Limits, cool-off and self-exclusion</Link></li>
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
