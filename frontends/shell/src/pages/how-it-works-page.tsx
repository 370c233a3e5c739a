import { ButtonLink, Card, usePageTitle } from '@gary/design';
import { FaqSection } from '../components/faq-section';
import { HOW_IT_WORKS_STEPS } from '../lib/how-gary-picks';
import styles from './marketing.module.css';

const STEPS = [
  ...HOW_IT_WORKS_STEPS.map((s) => ({ title: s.title, body: s.claim.text })),
  {
    title: 'Track Your Success',
    body: 'Ride or fade each pick: tap, then confirm (or undo). When games go final every pick is graded, your BetCard and the leaderboard update, and the Billfold records the result for everyone to see.',
  },
];

const USES = [
  { who: 'The Rider', body: 'Tails Gary on the picks where his reasoning matches what they see, and checks the BetCard to see if it pays.' },
  { who: 'The Fader', body: 'Thinks Gary is a square. Fades him when they disagree, and lets the graded record settle the argument.' },
  { who: 'The Grinder', body: 'Reads What Gary Thinks before placing anything, compares his number to their own, and keeps the notes.' },
];

const FAQ = [
  { q: 'When are picks released?', a: 'Around 10am Eastern every day. Picks for games that get scratched are flagged and members are emailed.' },
  { q: 'How is a pick graded?', a: 'From the final score: spread, moneyline or total against the line Gary took. Pushes are recorded as pushes and left out of win rates.' },
  { q: 'Does Gary win every day?', a: 'No, and the Billfold shows every loss. Betting involves risk; Gary is entertainment, not financial advice.' },
];


export function HowItWorksPage() {
  usePageTitle('How it Works');
  return (
    <>
      <section className={styles.hero} aria-labelledby="hiw-title">
        <div className={styles.heroInner} style={{ gridTemplateColumns: '1fr' }}>
          <div>
            <p className="gary-eyebrow">How it works</p>
            <h1 id="hiw-title" className={styles.headline}>
              Numbers first. <em>Then the bear talks.</em>
            </h1>
            <p className={styles.sub}>Three steps from the morning’s odds to a graded result on your BetCard.</p>
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="steps-title">
        <h2 id="steps-title" className="gary-visually-hidden">The three steps</h2>
        <ol className={styles.grid3} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <Card as="article" accent className={styles.feature} style={{ height: '100%' }}>
                <div className={styles.stepNum} aria-hidden="true">0{i + 1}</div>
                <h3>{s.title}</h3>
                <p>{s.body}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="uses-title">
        <div className={styles.sectionHead}>
          <div>
            <p className="gary-eyebrow">Three ways to use Gary</p>
            <h2 id="uses-title" className={styles.sectionTitle}>Ride, fade or study</h2>
          </div>
        </div>
        <div className={styles.grid3}>
          {USES.map((u) => (
            <Card key={u.who} as="article" className={styles.feature}>
              <h3>{u.who}</h3>
              <p>{u.body}</p>
            </Card>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="hiw-model">
        <Card as="article" className={styles.feature}>
          <h2 id="hiw-model" className={styles.sectionTitle}>How good is Gary?</h2>
          <p>His pick rule replayed on real past NBA, MLB and NFL seasons, scored beside the market on the same games: calibration, closing line value, sample sizes.</p>
          <ButtonLink to="/how-good-is-gary" variant="secondary">See the model card</ButtonLink>
        </Card>
      </section>
      <FaqSection className={styles.section} id="hiw-faq" items={FAQ} />
      <div className={styles.ctaBand}>
        <div className={styles.ctaBandInner}>
          <div>
            <h2>See today’s card</h2>
            <p>One pick is free every day. Pro unlocks the rest.</p>
          </div>
          <div className={styles.ctas}>
            <ButtonLink to="/real-gary-picks" size="large">View Picks</ButtonLink>
            <ButtonLink to="/pricing" size="large" variant="secondary">Pricing</ButtonLink>
          </div>
        </div>
      </div>
    </>
  );
}
