import { useState } from 'react';
import {
  Button,
  ButtonLink,
  EmptyState,
  PICKS_RELEASE_NOTE,
  pickLabel,
  pickState,
  Spinner,
  useApiQuery,
  useIsMobile,
  usePageTitle,
  useSession,
  type PicksToday,
} from '@gary/design';
import { SimulatedNote } from '../common/simulated-note';
import { useDecisions } from '../decisions/use-decisions';
import { counterLabel, stackPosition, useCarousel } from './carousel';
import { LockedPickCard, PickCard } from './pick-card';
import { displayablePicks } from './picks-filter';
import { useGeneratePicks } from './use-generate-picks';
import styles from './todays-picks.module.css';

export const PICKS_LOAD_FAILED = 'Failed to load picks. Please try again.';

function Arrow({ dir, onClick, disabled }: { dir: 'prev' | 'next'; onClick: () => void; disabled: boolean }) {
  return (
    <button type="button" className={styles.arrow} onClick={onClick} disabled={disabled} aria-label={dir === 'prev' ? 'Previous pick' : 'Next pick'}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path d={dir === 'prev' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'} stroke="currentColor" strokeWidth="2.6" fill="none" strokeLinecap="round" />
      </svg>
    </button>
  );
}

export default function TodaysPicksPage() {
  usePageTitle("Today's Picks");
  const session = useSession();
  const mobile = useIsMobile();
  const query = useApiQuery((api, s) => api.get<PicksToday>('/api/picks/today', undefined, s), `picks-${session.status}-${session.plan}`, session.status !== 'loading');
  const picks = displayablePicks(query.data?.picks);
  const carousel = useCarousel(picks.length);
  const { chosen, pending, closed, decide } = useDecisions();
  const [flippedId, setFlippedId] = useState<string | null>(null);
  const gen = useGeneratePicks(query.reload);

  const header = (
    <header className={styles.head}>
      <h1 className={styles.title}>TODAY'S PICKS</h1>
      <p className={styles.note}>{PICKS_RELEASE_NOTE} If a pick is scratched, we email you about it.</p>
      <SimulatedNote simulated={query.data?.simulated} />
    </header>
  );

  let body;
  if (session.status === 'loading' || session.checkingPlan) body = <Spinner label="CHECKING SUBSCRIPTION..." />;
  else if (query.status === 'loading' && !query.data) body = <Spinner label="LOADING..." />;
  else if (query.status === 'error' && !query.data)
    body = (
      <EmptyState
        tone="error"
        title={PICKS_LOAD_FAILED}
        actions={
          <>
            {session.isAdmin ? (
              <Button onClick={() => void gen.generate()} disabled={gen.running}>
                {gen.running ? 'GENERATING...' : 'GENERATE NEW PICKS'}
              </Button>
            ) : (
              <Button onClick={query.reload}>RELOAD PICKS</Button>
            )}
            <ButtonLink to="/billfold" variant="secondary">See Past Picks</ButtonLink>
          </>
        }
      >
        <p>{query.error.message}</p>
      </EmptyState>
    );
  else if (picks.length === 0)
    body = (
      <EmptyState title="No picks yet today" actions={<ButtonLink to="/billfold" variant="secondary">See Past Picks</ButtonLink>}>
        <p>Gary posts the day's card around 10am ET. Check back soon.</p>
      </EmptyState>
    );
  else {
    const active = picks[carousel.index];
    const activeFlipped = Boolean(active && flippedId === active.pickId);
    const move = (fn: () => boolean) => {
      if (fn()) setFlippedId(null);
    };
    body = (
      <>
        <section className={styles.stage} aria-roledescription="carousel" aria-label="Today's picks">
          <Arrow dir="prev" onClick={() => move(carousel.prev)} disabled={carousel.locked || picks.length < 2} />
          <div className={[styles.stack, mobile && activeFlipped ? styles.stackBack : ''].join(' ')}>
            {picks.map((p, i) => {
              const pos = stackPosition(i, carousel.index, picks.length);
              const isActive = pos === 0;
              return (
                <div
                  key={p.pickId}
                  className={styles.slot}
                  data-pos={pos <= 2 ? String(pos) : 'hidden'}
                  aria-hidden={!isActive}
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${picks.length}`}
                  inert={!isActive}
                >
                  {p.locked ? (
                    <LockedPickCard pick={p} />
                  ) : (
                    <PickCard
                      pick={p}
                      state={closed[p.pickId] && pickState(p) === 'open' ? 'live' : pickState(p)}
                      mobile={mobile}
                      flipped={flippedId === p.pickId}
                      onFlip={(f) => setFlippedId(f ? p.pickId : null)}
                      chosen={chosen[p.pickId]}
                      pending={pending === p.pickId}
                      onDecide={(side) => void decide(p.pickId, side, pickLabel(p.pick))}
                    />
                  )}
                </div>
              );
            })}
          </div>
          <Arrow dir="next" onClick={() => move(carousel.next)} disabled={carousel.locked || picks.length < 2} />
        </section>
        <p className={styles.counter} aria-live="polite">
          {counterLabel(carousel.index, picks.length)}
        </p>
        <div className={styles.footer}>
          <ButtonLink to="/billfold" variant="secondary">See Past Picks</ButtonLink>
        </div>
      </>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      {body}
    </div>
  );
}
