import { useState, type KeyboardEvent } from 'react';
import { Button, type OpenPick, type Pick } from '@gary/design';
import { Badge, ResultBadge } from '@gary/design/badge';
import { FlipCard } from '@gary/design/flip-card';
import {
  CAROUSEL_EXCERPT_MAX,
  cardOdds,
  cardPickLabel,
  excerpt,
  formatConfidence,
  formatGameDay,
  formatGameTime,
  matchupShort,
  pickLeague,
  NO_ANALYSIS_TEXT,
  type PickState,
  rationaleParagraphs,
} from '@gary/betting/display';
import type { DecisionSide } from '../decisions/decision-messages';
import { UpgradeOverlay } from '../common/upgrade-overlay';
import { BookPrices, CallBadge, PlayableLine } from './pick-live';
import { pastNumberWarning } from './pick-live-state';
import { AnalysisBlocks } from './pick-analysis';
import { isPrimeTimePick } from './picks-filter';
import styles from './todays-picks.module.css';

export const DEFAULT_PICK_TIME = '7:10 PM EST';
/** The opening of the analysis a phone's card back shows before its link to the full page. */
export const MOBILE_BACK_EXCERPT_MAX = 160;

export function pickTime(p: Pick): string {
  return formatGameTime(p.gameTime || p.time, DEFAULT_PICK_TIME);
}

/** Day and time of the game in Eastern ("Mon, Nov 23 · 7:10 PM ET"): every card says which day it is for. */
export function pickWhen(p: Pick): string {
  const day = formatGameDay(p.gameTime);
  return day ? `${day} · ${pickTime(p)}` : pickTime(p);
}

/** LIVE for a started game, FINAL with the result once graded; nothing while it can be decided. */
export function GameState({ state, result }: { state: PickState; result?: string | null }) {
  if (state === 'open') return null;
  if (state === 'live') return <Badge tone="hazard">LIVE</Badge>;
  if (state === 'scratched') return <Badge tone="hazard">SCRATCHED</Badge>;
  return (
    <span className={styles.finalState}>
      <Badge tone="neutral">FINAL</Badge> <ResultBadge result={result} />
    </span>
  );
}

/** PrimeTime Picks: a late national game (on the phone's card front, the star alone, named for screen readers). */
/**
 * A pick written from any simulated fact (records, form, starters) while the site itself is live:
 * marked on the card, whatever its odds. On a simulated site the ribbon already says it of everything.
 */
export function SimulatedFactsBadge({ pick, siteLive }: { pick: OpenPick; siteLive?: boolean }) {
  if (!pick.simulated || !siteLive) return null;
  return (
    <Badge tone="hazard">
      <span title="Some facts behind this pick are simulated, not read from a live source">Simulated</span>
    </Badge>
  );
}

/**
 * MLB: the probable starter of a side is no longer the one the pick assumed (seen after publishing,
 * before first pitch). The card says so up front; the analysis says who for whom.
 */
export function StarterChangedBadge({ pick }: { pick: OpenPick }) {
  const changes = pick.starterChanges ?? [];
  if (changes.length === 0) return null;
  const title = changes.map((c) => (c.now ? `${c.team}: ${c.now} now starts, not ${c.assumed}` : `${c.team}: ${c.assumed} no longer listed`)).join('; ');
  return (
    <Badge tone="hazard">
      <span title={title}>Starter change</span>
    </Badge>
  );
}

export function PrimeTimeBadge({ pick, compact = false }: { pick: Pick; compact?: boolean }) {
  if (!isPrimeTimePick(pick)) return null;
  return (
    <Badge tone="neutral">
      {compact ? (
        <span role="img" aria-label="PrimeTime" title="PrimeTime">
          ★
        </span>
      ) : (
        '★ PrimeTime'
      )}
    </Badge>
  );
}

type DecisionProps = {
  chosen: DecisionSide | undefined;
  pending: boolean;
  onDecide: (side: DecisionSide) => void;
};

/**
 * Bet and Fade. A decision cannot be changed once sent, so the first tap only arms it: "Ride
 * Celtics -4.5?" with Confirm and Undo; nothing reaches the server until Confirm.
 */
export function DecisionButtons({ label, chosen, pending, onDecide, state, warning = null }: DecisionProps & { label: string; state: PickState; warning?: string | null }) {
  const [armed, setArmed] = useState<DecisionSide | null>(null);
  if (chosen) return <span className={styles.chosen}>{chosen === 'ride' ? 'You rode Gary ✓' : 'You faded Gary ✓'}</span>;
  if (state !== 'open')
    return (
      <span className={styles.closedNote}>
        {state === 'live' ? 'Game started: decisions closed' : state === 'scratched' ? 'Game scratched: no decisions, nothing counted' : 'Game over: decisions closed'}
      </span>
    );
  if (armed)
    return (
      <span className={styles.confirm} role="group" aria-label="Confirm your decision">
        <span className={styles.confirmText}>{armed === 'ride' ? 'Ride' : 'Fade'} {label}?</span>
        {/* Riding past the number says so before it is sent. */}
        {armed === 'ride' && warning ? <span className={styles.confirmText} role="note" data-testid="past-number">{warning}</span> : null}
        <Button
          variant={armed === 'ride' ? 'win' : 'danger'}
          size="small"
          disabled={pending}
          onClick={() => {
            setArmed(null);
            onDecide(armed);
          }}
          aria-label={`Confirm ${armed === 'ride' ? 'bet with' : 'fade'} Gary: ${label}`}
        >
          Confirm
        </Button>
        <Button variant="secondary" size="small" onClick={() => setArmed(null)} aria-label="Undo: do not send">
          Undo
        </Button>
      </span>
    );
  return (
    <>
      <Button variant="win" size="small" disabled={pending} onClick={() => setArmed('ride')} aria-label={`Bet with Gary: ${label}`}>
        Bet
      </Button>
      <Button variant="danger" size="small" disabled={pending} onClick={() => setArmed('fade')} aria-label={`Fade Gary: ${label}`}>
        Fade
      </Button>
    </>
  );
}

/** Momentum holds when the picked team won at least 7 of its last ten (its season share when no last ten). */
export const MOMENTUM_AT = 0.7;

/** "Claims checked n/n": every fact the rationale binds, as published, with its source. */
export function ClaimsChecked({ pick, open = false }: { pick: OpenPick; open?: boolean }) {
  const c = pick.claims;
  if (!c || c.total === 0) return null;
  return (
    <details className={styles.claims} open={open}>
      <summary>
        Claims checked {c.checked}/{c.total}
      </summary>
      <dl>
        {c.facts.map((f) => (
          <div key={`${f.label}|${f.text}`}>
            <dt>{f.label}</dt>
            <dd>
              {f.text} <span className={styles.claimSource}>({f.source})</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export function Tags({ pick }: { pick: OpenPick }) {
  const momentum = Number(pick.momentum);
  const tags = [
    pick.trapAlert ? 'Trap alert' : null,
    pick.revenge ? 'Revenge spot' : null,
    pick.superstition ? 'Superstition' : null,
    Number.isFinite(momentum) && momentum >= MOMENTUM_AT ? 'Momentum' : null,
  ].filter((t): t is string => t !== null);
  if (!tags.length) return null;
  return (
    <div className={styles.tags}>
      {tags.map((t) => (
        <Badge key={t} tone="neutral">{t}</Badge>
      ))}
    </div>
  );
}

type PickCardProps = DecisionProps & {
  pick: OpenPick;
  state: PickState;
  mobile: boolean;
  flipped: boolean;
  onFlip: (flipped: boolean) => void;
  /** The site reads live data (no ribbon): a pick with simulated facts is then marked on its card. */
  siteLive?: boolean;
};

export function PickCard({ pick, state, mobile, flipped, onFlip, siteLive, ...decision }: PickCardProps) {
  const label = cardPickLabel(pick.pick);
  const odds = cardOdds(pick.odds, pick.pick);
  const confidence = formatConfidence(pick.confidence);
  const time = pickWhen(pick);
  const matchup = matchupShort(pick.awayTeam, pick.homeTeam, pick.matchup);
  const paragraphs = rationaleParagraphs(pick.rationale);
  const flipOnKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onFlip(true);
    }
  };

  const front = mobile ? (
    <div
      className={`${styles.face} ${styles.mobileFace}`}
      role="button"
      tabIndex={0}
      onClick={() => onFlip(true)}
      onKeyDown={flipOnKey}
    >
      <div className={styles.row}>
        <span className={styles.badges}><Badge tone="accent">{pickLeague(pick.league)}</Badge><CallBadge pick={pick} /><PrimeTimeBadge pick={pick} compact /><SimulatedFactsBadge pick={pick} siteLive={siteLive} /><StarterChangedBadge pick={pick} /><GameState state={state} result={pick.result} /></span>
        <span className={styles.odds}>{odds}</span>
      </div>
      <p className={styles.when}>{time}</p>
      <p className={`${styles.pick} ${styles.mobilePick}`}>{label}</p>
      <PlayableLine pick={pick} compact />
      <div className={styles.row}>
        <span className={styles.meta}>
          <span>
            <span className={styles.metaLabel}>Confidence</span>
            <span className={styles.metaValue}>{confidence}</span>
          </span>
        </span>
        <span className={styles.tapHint}>Tap for analysis</span>
      </div>
    </div>
  ) : (
    <div className={styles.face}>
      <div className={styles.row}>
        <span className={styles.badges}><Badge tone="accent">{pickLeague(pick.league)}</Badge><CallBadge pick={pick} /><PrimeTimeBadge pick={pick} /><SimulatedFactsBadge pick={pick} siteLive={siteLive} /><StarterChangedBadge pick={pick} /><GameState state={state} result={pick.result} /></span>
        <span className={styles.odds}>{odds}</span>
      </div>
      <p className={styles.matchup}>{matchup}</p>
      <p className={styles.pick}>{label}</p>
      <PlayableLine pick={pick} />
      <p className={styles.excerpt}>{excerpt(pick.rationale, CAROUSEL_EXCERPT_MAX)}</p>
      <div className={styles.row}>
        <div className={styles.meta}>
          <span>
            <span className={styles.metaLabel}>Game time</span>
            <span className={styles.metaValue}>{time}</span>
          </span>
          <span>
            <span className={styles.metaLabel}>Confidence</span>
            <span className={styles.metaValue}>{confidence}</span>
          </span>
        </div>
      </div>
      <div className={styles.actions}>
        <DecisionButtons label={label} state={state} warning={pastNumberWarning(pick)} {...decision} />
        <span className={styles.spacer} />
        <Button variant="secondary" size="small" onClick={() => onFlip(true)}>
          View Analysis
        </Button>
      </div>
    </div>
  );

  const analysisHref = pick.pickId ? `/picks/${encodeURIComponent(pick.pickId)}/analysis` : null;

  // On a phone the back is a summary that fits the card: a long analysis in a small scroll box is
  // unreadable there, so the back links to the pick's own analysis page instead.
  const backHeader = (
    <div className={styles.row}>
      <h3 style={{ margin: 0, textTransform: 'uppercase' }}>Analysis</h3>
      <Button variant="secondary" size="small" onClick={() => onFlip(false)}>
        Back
      </Button>
    </div>
  );
  const mobileBack = (
    <div className={`${styles.face} ${styles.mobileFace}`}>
      {backHeader}
      <p className={styles.matchup}>{matchup} · {time}</p>
      <p className={styles.mobileExcerpt}>{excerpt(pick.rationale, MOBILE_BACK_EXCERPT_MAX, NO_ANALYSIS_TEXT)}</p>
      {analysisHref ? (
        <a className={styles.analysisLink} href={analysisHref}>
          Read the full analysis
        </a>
      ) : null}
      <div className={styles.actions}>
        <DecisionButtons label={label} state={state} warning={pastNumberWarning(pick)} {...decision} />
        <span className={styles.spacer} />
        <span>
          <span className={styles.metaLabel}>Confidence</span>
          <span className={styles.metaValue}>{confidence}</span>
        </span>
      </div>
    </div>
  );

  const back = mobile ? mobileBack : (
    <div className={styles.face}>
      {backHeader}
      <div className={styles.analysis} tabIndex={0} role="region" aria-label="Analysis">
        {paragraphs.length ? paragraphs.map((p, i) => <p key={i}>{p}</p>) : <p>{NO_ANALYSIS_TEXT}</p>}
        <Tags pick={pick} />
        <AnalysisBlocks pick={pick} />
        <BookPrices pick={pick} />
        <ClaimsChecked pick={pick} />
        {analysisHref ? (
          <p>
            <a href={analysisHref}>Full analysis</a> ·{' '}
            <a href={`/verify?pick=${encodeURIComponent(pick.pickId)}`}>Verify this pick in Gary's public log</a>
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <span className={styles.spacer} />
        <div className={styles.meta}>
          <span>
            <span className={styles.metaLabel}>Confidence</span>
            <span className={styles.metaValue}>{confidence}</span>
          </span>
          <span>
            <span className={styles.metaLabel}>Time</span>
            <span className={styles.metaValue}>{time}</span>
          </span>
        </div>
      </div>
    </div>
  );

  return <FlipCard flipped={flipped} front={front} back={back} height="100%" label={`${pick.league} pick: ${label}`} />;
}

/** A pick the server kept back (locked): nothing to blur, so a placeholder sits under the lock. */
export function LockedPickCard({ pick }: { pick: Pick }) {
  return (
    <div className={`${styles.face} ${styles.lockedFace}`} aria-label={`Locked ${pick.league} pick`} role="group">
      <div className={styles.placeholder} aria-hidden="true">
        <div className={styles.row}>
          <Badge tone="accent">{pick.league || 'PRO'}</Badge>
          <span className={styles.odds}>+000</span>
        </div>
        <div className={styles.placeholderBig} />
        <div className={styles.placeholderLine} />
        <div className={styles.placeholderLine} style={{ width: '90%' }} />
        <div className={styles.placeholderLine} style={{ width: '75%' }} />
      </div>
      <UpgradeOverlay context={`${pick.league} · ${matchupShort(pick.awayTeam, pick.homeTeam, pick.matchup)} · ${pickWhen(pick)}`} />
    </div>
  );
}
