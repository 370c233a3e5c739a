import { ButtonLink, usePageTitle } from '@gary/design';
import { useReducedMotion } from '@gary/design/media';
import { useUpgrade } from '@gary/design/upgrade';
import { GaryPatch } from '../components/gary-patch';
import { useRotation, useTypewriter } from '../lib/typewriter';
import { GARY_PRICE_QUOTE } from '../lib/how-gary-picks';
import styles from './meet-gary.module.css';

export const GARY_QUOTES = [
  'I don’t do locks. I do numbers, and I tell you which ones I trust.',
  GARY_PRICE_QUOTE.text,
  'Bad beat last night? I wrote it down anyway. That’s what the Billfold is for.',
  'If you think I’m wrong, fade me. I’ll still show my work.',
  'A Lean is a side I like at a price I won’t stake. I tell you which is which.',
];

export function MeetGaryPage() {
  usePageTitle('Meet Gary');
  const reduced = useReducedMotion();
  const { shown, done, cursorVisible } = useTypewriter('Meet Gary.', { instant: reduced });
  const [quote, setQuote] = useRotation(GARY_QUOTES.length, undefined, reduced);
  const upgrade = useUpgrade();

  return (
    <section className={styles.hero} aria-labelledby="meet-title">
      <div className={styles.inner}>
        <div>
          <p className="gary-eyebrow">The handicapper</p>
          <h1 id="meet-title" className={styles.title} aria-label="Meet Gary.">
            <span aria-hidden="true">
              {shown}
              <span className={[styles.cursor, done && !cursorVisible ? styles.cursorOff : ''].join(' ')} />
            </span>
          </h1>
          <figure className={styles.quoteBox} aria-live="polite">
            <blockquote className={styles.quote}>
              <p>“{GARY_QUOTES[quote]}”</p>
            </blockquote>
            <figcaption className={styles.quoteBy}>— GARY</figcaption>
            <div className={styles.dots}>
              {GARY_QUOTES.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className={styles.dot}
                  aria-label={`Quote ${i + 1} of ${GARY_QUOTES.length}`}
                  aria-current={i === quote}
                  onClick={() => setQuote(i)}
                />
              ))}
            </div>
          </figure>
          <div className={styles.ctas}>
            <ButtonLink to="/picks" size="large">
              See Today's Picks
            </ButtonLink>
            <button type="button" className={styles.upgrade} onClick={() => void upgrade.start()} disabled={upgrade.status === 'processing'}>
              {upgrade.status === 'processing' ? 'Processing...' : 'Upgrade to Pro'}
            </button>
          </div>
          {upgrade.status === 'error' ? (
            <p className={styles.error} role="alert">
              {upgrade.message}
            </p>
          ) : null}
        </div>
        <div className={styles.art}>
          <GaryPatch text="BLUNT • BLUE-COLLAR • BY THE NUMBERS • " />
        </div>
      </div>
    </section>
  );
}
