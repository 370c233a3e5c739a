import { Card, usePageTitle, useSession, type Prop, type PropsToday } from '@gary/design';
import { Badge } from '@gary/design/badge';
import { QueryState, useApiQuery } from '@gary/design/query';
import { easternDayOf, formatGameTime, formatShortDate, FORMATTER_DEFAULT_TIME, teamNickname } from '@gary/betting/display';
import { SimulatedNote } from '../common/simulated-note';
import { UpgradeOverlay } from '../common/upgrade-overlay';
import { MAX_PROP_CARDS, analysisBullets, formatEv, propLeanLabel, propOdds, propPickText } from './prop-format';
import styles from './player-props.module.css';

/**
 * The leagues the day's props were generated for, from the props themselves (not a fixed list).
 * `early` is the date of tomorrow's props when today has none (made early, late in the evening).
 */
export function propsLeaguesLine(props: readonly { league: string }[] | null | undefined, early: string | null = null): string {
  const leagues = [...new Set((props ?? []).map((p) => p.league).filter(Boolean))];
  if (!leagues.length) return 'No props have been generated for today yet.';
  if (early) return `No props for today. These are tomorrow's (${formatShortDate(early)}), made early; they cover ${leagues.join(', ')}.`;
  return `Today's props cover ${leagues.join(', ')}.`;
}

/** The answer's date when it is after today's (US Eastern): tomorrow's props, made early. */
export const earlyDate = (date: string | undefined, now: Date = new Date()): string | null => (date && date > (easternDayOf(now) ?? date) ? date : null);

export const PROPS_LOAD_FAILED = 'Error loading prop picks. Please try again.';
/** The spec's message when the props service cannot be reached at all (no answer, or 502-504). */
export const PROPS_UNREACHABLE = 'Unable to load prop picks. Please try refreshing the page.';

/** Which of the spec's two props load messages an error gets. */
export const propsLoadMessage = (e: { status: number }): string => (e.status === 0 || (e.status >= 502 && e.status <= 504) ? PROPS_UNREACHABLE : PROPS_LOAD_FAILED);

function PropCard({ prop }: { prop: Prop }) {
  const bullets = analysisBullets(prop.analysis);
  const ev = formatEv(prop.ev);
  const lean = propLeanLabel(prop.ev);
  return (
    <Card as="article" className={styles.card} aria-label={propPickText(prop)}>
      <div className={styles.top}>
        <Badge tone="accent">{prop.league}</Badge>
        <span className={styles.team}>{teamNickname(prop.team)}</span>
        <span className={styles.time}>{formatGameTime(prop.time ?? FORMATTER_DEFAULT_TIME)}</span>
      </div>
      <p className={styles.pick}>{propPickText(prop)}</p>
      {lean ? <Badge tone="neutral" className={styles.lean}>{lean}</Badge> : null}
      {bullets.length ? (
        <ul className={styles.bullets}>
          {bullets.map((b, i) => (
            <li key={i}>{b}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.bullets}>No analysis available</p>
      )}
      <div className={styles.numbers}>
        <span>
          <span className={styles.numLabel}>EV</span>
          <span className={`${styles.numValue} ${ev.startsWith('+') ? styles.positive : ''}`}>{ev}</span>
        </span>
        <span>
          <span className={styles.numLabel}>Odds</span>
          <span className={styles.numValue}>{propOdds(prop)}</span>
        </span>
      </div>
    </Card>
  );
}

function PropsGrid({ props }: { props: Prop[] }) {
  const open = props.filter((p) => !p.locked).slice(0, MAX_PROP_CARDS);
  const lockedCount = props.filter((p) => p.locked).length;
  return (
    <>
      {open.length ? (
        <div className={styles.grid}>
          {open.map((p) => (
            <PropCard key={p.id} prop={p} />
          ))}
        </div>
      ) : null}
      {lockedCount > 0 ? (
        <div className={styles.locked}>
          <div className={styles.lockedBg} aria-hidden="true">
            {Array.from({ length: Math.min(lockedCount, 6) }, (_, i) => (
              <div key={i} className={styles.ghost} />
            ))}
          </div>
          <UpgradeOverlay title="Unlock Player Props Access">
            <ul className={styles.benefits}>
              <li>Up to 10 player prop picks every day</li>
              <li>Gary's analysis bullets, EV and odds on each prop</li>
              <li>Every premium game pick on the full card</li>
            </ul>
          </UpgradeOverlay>
        </div>
      ) : null}
    </>
  );
}

export default function PlayerPropsPage() {
  usePageTitle('Player Props');
  const session = useSession();
  const q = useApiQuery((api, s) => api.get<PropsToday>('/api/props/today', undefined, s), `props-${session.status}-${session.plan}`, session.status !== 'loading');

  const body = (
    <QueryState
      query={q}
      waitingFor={session.status === 'loading' && 'Loading prop picks...'}
      loading="Loading prop picks..."
      error={propsLoadMessage}
      isEmpty={(d) => d.props.length === 0}
      empty="No prop picks available for today."
    >
      {(d) => <PropsGrid props={d.props} />}
    </QueryState>
  );

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>Player Props</h1>
          <Badge tone="hazard">BETA</Badge>
        </div>
        <div className={styles.beta}>
          <strong>This feature is in testing mode</strong>
          <p>Player props picks are experimental and may not be as accurate as our regular picks</p>
          <p>{propsLeaguesLine(q.data?.props, earlyDate(q.data?.date))}</p>
        </div>
        <p style={{ marginTop: 12 }}>
          <SimulatedNote simulated={q.data?.simulated} />
        </p>
      </header>
      {body}
    </div>
  );
}
