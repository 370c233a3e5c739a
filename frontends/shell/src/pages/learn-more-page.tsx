import { Link } from 'react-router';
import { ButtonLink, Card, SUPPORT_EMAIL, usePageTitle } from '@gary/design';
import { LEARN_MORE_LAYERS } from '../lib/how-gary-picks';
import styles from './marketing.module.css';

const LAYERS = LEARN_MORE_LAYERS.map((l) => ({ name: l.name, body: l.claim.text }));

export function LearnMorePage() {
  usePageTitle('Learn More');
  return (
    <div className="gary-page">
      <p className="gary-eyebrow">From the founder</p>
      <h1 className="gary-title">Why we built Gary</h1>
      <div className={styles.prose}>
        <p className="gary-lede">
          Most pick sellers show you their wins and bury their losses. We wanted the opposite: a handicapper who explains every pick, takes a side
          you can argue with, and keeps a record nobody can edit.
        </p>
        <p>
          Gary is that handicapper: a blunt, blue-collar bear who reads the numbers before he reads the headlines. He posts picks daily at 10am ET,
          and every one of them is graded when the game ends, on the <Link to="/billfold">open win-rate tracker on the Billfold</Link>.
        </p>
        <h2>How a pick is made</h2>
      </div>
      <div className={styles.grid3} style={{ margin: '12px 0 32px' }}>
        {LAYERS.map((l, i) => (
          <Card key={l.name} as="article" accent className={styles.feature}>
            <div className={styles.stepNum} aria-hidden="true">L{i + 1}</div>
            <h3>{l.name}</h3>
            <p>{l.body}</p>
          </Card>
        ))}
      </div>
      <div className={styles.prose}>
        <h2>Tell us what you think</h2>
        <p>
          Gary is in beta and we read every note. Found a bad grade, a confusing screen, or a pick you want explained? Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
        <p>Gary is for entertainment. Bet only what you can afford to lose, and only where it is legal for you.</p>
      </div>
      <div style={{ display: 'flex', gap: 14, flexWrap: 'wrap', marginTop: 24 }}>
        <ButtonLink to="/billfold">Open the Billfold</ButtonLink>
        <ButtonLink to="/real-gary-picks" variant="secondary">Today's Picks</ButtonLink>
      </div>
    </div>
  );
}
