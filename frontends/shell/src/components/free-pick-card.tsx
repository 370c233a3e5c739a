import { useState, type KeyboardEvent } from 'react';
import { Button, type FreePick, type OpenPick, type Pick } from '@gary/design';
import { useIsMobile } from '@gary/design/media';
import { Badge } from '@gary/design/badge';
import { FlipCard } from '@gary/design/flip-card';
import { QueryState, useApiQuery } from '@gary/design/query';
import {
  cardOdds,
  confidenceValue,
  HOME_EXCERPT_MAX,
  cardPickLabel,
  excerpt,
  formatConfidence,
  formatGameDay,
  formatGameTime,
  PICK_FIELD_DEFAULTS,
  pickLeague,
  matchupShort,
  NO_ANALYSIS_TEXT,
  NO_RATIONALE_TEXT,
  rationaleParagraphs,
} from '@gary/betting/display';
import styles from './free-pick-card.module.css';

/** Day and start time in Eastern ("Mon, Nov 23 · 7:10 PM ET"); a pick with no time shows the spec's 9:30 PM ET. */
export function freePickWhen(p: OpenPick): string {
  const time = formatGameTime(p.gameTime || p.time, PICK_FIELD_DEFAULTS.time);
  const day = formatGameDay(p.gameTime);
  return day ? `${day} · ${time}` : time;
}

/** The home page shows a pick only when it is unlocked, has text, a confidence and a real id. */
export function isShowableFreePick(p: Pick | null | undefined): p is OpenPick {
  if (!p || p.locked) return false;
  if (!p.pickId || /^emergency/i.test(p.pickId)) return false;
  if (!p.pick || !p.pick.trim()) return false;
  return confidenceValue(p.confidence) !== null;
}

/** The home page's free pick. A failure leaves the empty state (with Try Again), as the spec says. */
export function FreePickCard() {
  const query = useApiQuery((api, signal) => api.get<FreePick>('/api/picks/free', undefined, signal), 'free-pick');
  return (
    <div className={styles.placeholder}>
      <QueryState
        query={query}
        compact
        loading="Loading today's pick..."
        failAsEmpty
        isEmpty={(d) => !isShowableFreePick(d.pick)}
        empty="New picks coming soon!"
        emptyDetail="Gary posts the day's card around 10am ET. Check back then."
      >
        {(d) => <FreePickFace pick={d.pick as OpenPick} />}
      </QueryState>
    </div>
  );
}

function FreePickFace({ pick }: { pick: OpenPick }) {
  const [flipped, setFlipped] = useState(false);
  const mobile = useIsMobile();
  const size = mobile ? { width: '100%', height: 420 } : { width: 576, height: 420 };
  const label = cardPickLabel(pick.pick);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setFlipped(true);
    }
  };
  const paragraphs = rationaleParagraphs(pick.rationale);

  return (
    <FlipCard
      flipped={flipped}
      width={size.width}
      height={size.height}
      label="Today's free pick"
      front={
        <div
          className={`${styles.face} ${styles.front}`}
          role="button"
          tabIndex={0}
          onClick={() => setFlipped(true)}
          onKeyDown={onKey}
        >
          <div className={styles.top}>
            <Badge tone="accent">{pickLeague(pick.league)}</Badge>
            <span className={styles.matchup}>{matchupShort(pick.awayTeam, pick.homeTeam, pick.matchup)}</span>
          </div>
          <p className={styles.pick}>{label}</p>
          <div className={styles.meta}>
            <div className={styles.metaItem}>
              <span className={styles.metaLabel}>Odds</span>
              <span className={styles.metaValue}>{cardOdds(pick.odds, pick.pick)}</span>
            </div>
            <div className={styles.metaItem}>
              <span className={styles.metaLabel}>When</span>
              <span className={styles.whenValue}>{freePickWhen(pick)}</span>
            </div>
            <div className={styles.metaItem}>
              <span className={styles.metaLabel}>Confidence</span>
              <span className={styles.metaValue}>{formatConfidence(pick.confidence)}</span>
            </div>
          </div>
          <p className={styles.excerpt}>{excerpt(pick.rationale, HOME_EXCERPT_MAX, NO_RATIONALE_TEXT)}</p>
          <span className={styles.hint}>Tap the card for Gary's full analysis</span>
        </div>
      }
      back={
        <div className={`${styles.face} ${styles.back}`}>
          <div className={styles.top}>
            <h3>Analysis</h3>
            <Button size="small" variant="secondary" onClick={() => setFlipped(false)}>
              Back
            </Button>
          </div>
          <div className={styles.analysis}>
            {paragraphs.length ? paragraphs.map((p, i) => <p key={i}>{p}</p>) : <p>{NO_ANALYSIS_TEXT}</p>}
          </div>
        </div>
      }
    />
  );
}
