import { Link } from 'react-router';
import { MIN_AGE, usePageTitle } from '@gary/design';
import styles from './legal.module.css';

/**
 * Where every limit message, the footer, the BetCard and the Billfold send people: who to call, and
 * what each of Gary's own tools does. Plain text and links only, so it loads for anyone, signed in,
 * on a break or not.
 */
export const HELP_LINES = [
  { name: '1-800-GAMBLER', what: 'Free, confidential help in the US, 24 hours a day, by phone or text.', number: '1-800-426-2537', href: 'tel:+18004262537' },
  {
    name: 'National Council on Problem Gambling (NCPG) helpline',
    what: 'Call or text 1-800-522-4700, or chat online with a counselor at any hour.',
    number: '1-800-522-4700',
    href: 'tel:+18005224700',
    chat: 'https://www.ncpgambling.org/chat',
  },
  { name: 'UK National Gambling Helpline (GamCare)', what: 'Free advice and support in the UK, 24 hours a day.', number: '0808 8020 133', href: 'tel:+448088020133' },
] as const;

export function HelpPage() {
  usePageTitle('Help and responsible play');
  return (
    <article className={`gary-page ${styles.legal}`} aria-labelledby="help-title">
      <h1 id="help-title" className="gary-title">Help and responsible play</h1>
      <p>
        Gary is entertainment for adults {MIN_AGE} and over. If betting has stopped being fun, or you are betting more than you planned, talk to
        someone. These lines are free, confidential and open around the clock.
      </p>
      <h2>Talk to someone now</h2>
      <ul>
        {HELP_LINES.map((h) => (
          <li key={h.number}>
            <strong>{h.name}</strong>: <a href={h.href}>{h.number}</a>. {h.what}
            {'chat' in h ? (
              <>
                {' '}
                <a href={h.chat} rel="noopener noreferrer" target="_blank">Chat with the NCPG</a>.
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <h2>Your tools on Gary</h2>
      <p>Set these under <Link to="/dashboard#play-with-a-plan">Play with a plan</Link> on your dashboard.</p>
      <dl>
        <dt><strong>Stake</strong></dt>
        <dd>How many units each ride or fade stands for (1 unless you change it). Add a bankroll and a unit size to see money beside units.</dd>
        <dt><strong>Limits</strong></dt>
        <dd>
          Rides and fades per day and per week, and units at stake per day and per week. A decision past a limit is refused, and the message says
          when the limit resets (midnight Eastern for a day, Monday midnight Eastern for a week). Lowering a limit works at once; raising or
          removing one takes 24 hours, and you can cancel it in that time.
        </dd>
        <dt><strong>Cool-off</strong></dt>
        <dd>
          A break of 24 hours, 7 days, 30 days or 6 weeks. While it lasts Gary shows you no picks, props, thoughts or parlays and takes no
          decisions, on the site or through the API. You can still sign in to see your history and this page. It cannot be ended early.
        </dd>
        <dt><strong>Self-exclusion</strong></dt>
        <dd>
          The same, for 6 months, 1 year or 5 years. It cannot be ended early, and when its time is up it stays on until you confirm, with your
          password, that you want to come back.
        </dd>
        <dt><strong>Age</strong></dt>
        <dd>Accounts are for people {MIN_AGE} and over. We ask for a date of birth when you sign up.</dd>
      </dl>
    </article>
  );
}
