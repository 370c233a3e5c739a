// The home page's last sections (what Gary gives you, the Pro call to action), below the fold:
// loaded as the reader scrolls towards them.
import { ButtonLink, Card, useSession } from '@gary/design';
import styles from './marketing.module.css';

const BENEFITS = [
  { title: 'Picks with reasons', body: 'Every pick comes with Gary’s reasoning written out: the number, the matchup, the spot.', icon: 'M6 8h20M6 14h20M6 20h12' },
  { title: 'Ride or fade', body: 'Bet with Gary or against him. Tap, then confirm: once confirmed it is recorded and cannot be changed.', icon: 'M8 22l8-14 8 14M11 17h10' },
  { title: 'Your BetCard', body: 'Your record, streak and win rate, updated live as games go final.', icon: 'M5 8h22v16H5zM5 13h22' },
  { title: 'Graded in public', body: 'The Billfold shows every result, wins and losses alike. No deleting bad days.', icon: 'M6 24V14M13 24V8M20 24v-7M27 24V11' },
  { title: 'What Gary Thinks', body: 'Spread, moneyline and total on every game of the night, with the side Gary likes.', icon: 'M16 6a10 10 0 1 0 0 20a10 10 0 1 0 0-20M16 11v6l4 3' },
];

export function HomeMore() {
  const { isPro } = useSession();
  return (
    <>
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
