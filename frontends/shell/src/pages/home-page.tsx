import { lazy } from 'react';
import { Link } from 'react-router';
import { ButtonLink, usePageTitle } from '@gary/design';
import { GaryPatch } from '../components/gary-patch';
import { NearViewport } from '../components/near-viewport';
import { HERO_TAGS } from '../lib/hero-claims';
import styles from './marketing.module.css';

const SOURCES = HERO_TAGS.map((t) => t.text);


// Below the hero: loaded as the reader scrolls towards them (see NearViewport).
const FreePickCard = lazy(() => import('../components/free-pick-card').then((m) => ({ default: m.FreePickCard })));
const HomeMore = lazy(() => import('./home-more').then((m) => ({ default: m.HomeMore })));
const PublicRecord = lazy(() => import('../components/public-record').then((m) => ({ default: m.PublicRecord })));

export function HomePage() {
  usePageTitle('');
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <div>
            <Link to="/billfold" className={styles.newBanner}>
              <span className={styles.newPill}>NEW</span>
              Every pick graded in public on the Billfold →
            </Link>
            <h1 id="home-title" className={styles.headline}>
              Daily picks from a bear who <em>shows his work.</em>
            </h1>
            <p className={styles.sub}>
              Gary reads the odds from many books against the fair line and his team ratings, then tells you straight which side he likes, whether it is a Bet or a Lean, and why. You ride
              him or fade him. The record keeps score.
            </p>
            <ul className={styles.sources} aria-label="What moves Gary’s pick">
              {SOURCES.map((s) => (
                <li key={s} className={styles.source}>
                  {s}
                </li>
              ))}
            </ul>
            <div className={styles.ctas}>
              <ButtonLink to="/real-gary-picks" size="large">
                View Picks
              </ButtonLink>
              <ButtonLink to="/how-it-works" size="large" variant="secondary">
                How it Works
              </ButtonLink>
            </div>
          </div>
          <div className={styles.patch}>
            <GaryPatch />
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="free-pick-title">
        <div className={styles.sectionHead}>
          <div>
            <p className="gary-eyebrow">On the house</p>
            <h2 id="free-pick-title" className={styles.sectionTitle}>
              Today's Free Pick
            </h2>
          </div>
          <Link to="/real-gary-picks">See the full card →</Link>
        </div>
        <div className={styles.center}>
          <NearViewport minHeight={420}>
            <FreePickCard />
          </NearViewport>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="record-title">
        <div className={styles.sectionHead}>
          <div>
            <p className="gary-eyebrow">No cherry-picking</p>
            <h2 id="record-title" className={styles.sectionTitle}>
              Gary's record
            </h2>
          </div>
        </div>
        <NearViewport minHeight={160}>
          <PublicRecord />
        </NearViewport>
      </section>

      <NearViewport minHeight={600}>
        <HomeMore />
      </NearViewport>
    </>
  );
}
