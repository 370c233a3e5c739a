import { Link } from 'react-router';
import { ButtonLink, Card, usePageTitle, useSession } from '@gary/design';
import { FreePickCard } from '../components/free-pick-card';
import { GaryPatch } from '../components/gary-patch';
import { PublicRecord } from '../components/public-record';
import styles from './marketing.module.css';

const SOURCES = ['Odds from many books', 'Line movement', 'MLB Stats', 'NBA & NFL stats', 'NHL game data', 'Injury reports'];

const BENEFITS = [
  { title: 'Picks with reasons', body: 'Every pick comes with Gary’s reasoning written out: the number, the matchup, the spot.', icon: 'M6 8h20M6 14h20M6 20h12' },
  { title: 'Ride or fade', body: 'Bet with Gary or against him. One tap records it, and it cannot be changed after.', icon: 'M8 22l8-14 8 14M11 17h10' },
  { title: 'Your BetCard', body: 'Your record, streak and win rate, updated live as games go final.', icon: 'M5 8h22v16H5zM5 13h22' },
  { title: 'Graded in public', body: 'The Billfold shows every result, wins and losses alike. No deleting bad days.', icon: 'M6 24V14M13 24V8M20 24v-7M27 24V11' },
  { title: 'What Gary Thinks', body: 'Spread, moneyline and total on every game of the night, with the side Gary likes.', icon: 'M16 6a10 10 0 1 0 0 20a10 10 0 1 0 0-20M16 11v6l4 3' },
];

export function HomePage() {
  usePageTitle('');
  const { isPro } = useSession();
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
              Gary reads the odds from many books, the matchups and the line moves, then tells you straight which side he likes and why. You ride
              him or fade him. The record keeps score.
            </p>
            <ul className={styles.sources} aria-label="Data Gary reads">
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
          <FreePickCard />
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
        <PublicRecord />
      </section>

      <section className={styles.section} aria-labelledby="benefits-title">
        <div className={styles.sectionHead}>
          <div>
            <p className="gary-eyebrow">Why Gary</p>
            <h2 id="benefits-title" className={styles.sectionTitle}>
              What you get
            </h2>
          </div>
        </div>
        <div className={styles.grid5}>
          {BENEFITS.map((b) => (
            <Card key={b.title} as="article" className={styles.feature}>
              <div className={styles.featureIcon} aria-hidden="true">
                <svg width="26" height="26" viewBox="0 0 32 32">
                  <path d={b.icon} fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </div>
              <h3>{b.title}</h3>
              <p>{b.body}</p>
            </Card>
          ))}
        </div>
      </section>

      {isPro ? null : (
        <div className={styles.ctaBand}>
          <div className={styles.ctaBandInner}>
            <div>
              <h2>Want the whole card?</h2>
              <p>Pro unlocks every pick Gary makes across NBA, MLB, NHL and NFL for $29/month. Cancel anytime.</p>
            </div>
            <ButtonLink to="/pricing" size="large">
              See Pricing
            </ButtonLink>
          </div>
        </div>
      )}
    </>
  );
}
