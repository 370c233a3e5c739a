import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink, EmptyState, PICKS_RELEASE_NOTE, usePageTitle, useSession, useSiteSimulated, type Pick, type PicksToday } from '@gary/design';
import { useIsMobile } from '@gary/design/media';
import { Badge } from '@gary/design/badge';
import { QueryState, useApiQuery } from '@gary/design/query';
import { Segmented } from '@gary/design/segmented';
import { cardOdds, cardPickLabel, formatGameDay, pickLeague, pickState } from '@gary/betting/display';
import { SimulatedNote } from '../common/simulated-note';
import { useDecisions } from '../decisions/use-decisions';
import { counterLabel, stackPosition, swipeDirection, useCarousel } from './carousel';
import { DecisionButtons, GameState, LockedPickCard, PickCard, pickWhen, PrimeTimeBadge } from './pick-card';
import { cardDay, displayablePicks, firstReadableIndex, isPrimeTimePick, leaguesOf, dayCard, markPrimeTime } from './picks-filter';
import { useGeneratePicks } from './use-generate-picks';
import { withLiveUpdates } from './pick-live-state';
import { usePickStatus, useThrottled } from './use-pick-status';
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

type Decisions = ReturnType<typeof useDecisions>;

/** One line per pick: the list view, and the tomorrow section. */
function PickList({ picks, decisions, onOpen, label }: { picks: Pick[]; decisions: Decisions; onOpen?: (i: number) => void; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {picks.map((p, i) => {
        const state = decisions.closed[p.pickId] && pickState(p) === 'open' ? 'live' : pickState(p);
        const text = p.locked ? 'Pro pick: locked' : cardPickLabel(p.pick);
        return (
          <li key={p.pickId} className={styles.listRow}>
            <div className={styles.listMain}>
              <span className={styles.badges}>
                <Badge tone="accent">{pickLeague(p.league)}</Badge>
                <PrimeTimeBadge pick={p} />
                <GameState state={state} result={p.locked ? undefined : p.result} />
                <span className={styles.when}>{pickWhen(p)}</span>
              </span>
              <span className={styles.matchup}>{p.matchup || `${p.awayTeam ?? ''} @ ${p.homeTeam ?? ''}`}</span>
              <span className={styles.listPick}>{text}{p.locked ? null : <span className={styles.odds} style={{ fontSize: '1rem', marginLeft: 8 }}>{cardOdds(p.odds, p.pick)}</span>}</span>
            </div>
            <div className={styles.listSide}>
              {p.locked ? null : (
                <DecisionButtons
                  label={cardPickLabel(p.pick)}
                  state={state}
                  chosen={decisions.chosen[p.pickId]}
                  pending={decisions.pending === p.pickId}
                  onDecide={(side) => void decisions.decide(p.pickId, side, cardPickLabel(p.pick))}
                />
              )}
              {onOpen ? (
                <Button variant="secondary" size="small" onClick={() => onOpen(i)} aria-label={`Open card: ${p.league} ${p.matchup ?? ''}`}>
                  Card
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export default function TodaysPicksPage() {
  usePageTitle("Today's Picks");
  const session = useSession();
  const mobile = useIsMobile();
  const site = useSiteSimulated();
  const query = useApiQuery((api, s) => api.get<PicksToday>('/api/picks/today', undefined, s), `picks-${session.status}-${session.plan}`, session.status !== 'loading');
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'list' ? 'list' : 'cards';
  const sport = params.get('sport') ?? 'ALL';
  // PrimeTime Picks (late national games) only, when the URL says ?prime=1.
  const prime = params.get('prime') === '1';
  // Each readable pick's live status from the stream, over what the page loaded.
  const reloadSoon = useThrottled(query.reload, 2_000);
  const liveUpdates = usePickStatus({ onUpdate: reloadSoon });
  const all = markPrimeTime(withLiveUpdates(displayablePicks(query.data?.picks), liveUpdates));
  const { card: today, later, early } = dayCard(all, cardDay(query.data?.date));
  const leagues = leaguesOf(all);
  const shown = (p: (typeof all)[number]) => (sport === 'ALL' || p.league === sport) && (!prime || isPrimeTimePick(p));
  const picks = today.filter(shown);
  const laterShown = later.filter(shown);
  const carousel = useCarousel(picks.length);
  const decisions = useDecisions();
  const { chosen, pending, closed, decide } = decisions;
  const [flippedId, setFlippedId] = useState<string | null>(null);
  const gen = useGeneratePicks(query.reload);
  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  // Open on the first pick this viewer can read (a free user's free pick), again when the sport changes.
  const opened = useRef('');
  const cardKey = `${sport}|${prime}|${picks.map((p) => p.pickId).join(',')}`;
  const { goTo } = carousel;
  useEffect(() => {
    if (!picks.length || opened.current === cardKey) return;
    opened.current = cardKey;
    goTo(firstReadableIndex(picks));
  }, [cardKey, goTo, picks]);
  const touch = useRef<{ x: number; y: number } | null>(null);

  const header = (
    <header className={styles.head}>
      <h1 className={styles.title}>TODAY'S PICKS</h1>
      <p className={styles.note}>{PICKS_RELEASE_NOTE} If a pick is scratched, we email you about it.</p>
      <SimulatedNote simulated={query.data?.simulated} />
    </header>
  );

  const loadedBody = (): ReactNode => {
    const active = picks[carousel.index];
    const activeFlipped = Boolean(active && flippedId === active.pickId);
    const move = (fn: () => boolean) => {
      if (fn()) setFlippedId(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') move(carousel.next);
      else if (e.key === 'ArrowLeft') move(carousel.prev);
      else return;
      e.preventDefault();
    };
    const onTouchStart = (e: TouchEvent) => {
      const t = e.touches[0];
      touch.current = t ? { x: t.clientX, y: t.clientY } : null;
    };
    const onTouchEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      const start = touch.current;
      touch.current = null;
      if (!t || !start) return;
      const dir = swipeDirection(start.x, t.clientX, t.clientY - start.y);
      if (dir === 1) move(carousel.next);
      else if (dir === -1) move(carousel.prev);
    };
    const toolbar = (
      <div className={styles.toolbar}>
        <Segmented label="View" options={[{ value: 'cards', label: 'Cards' }, { value: 'list', label: 'List' }]} value={view} onChange={(v) => setParam('view', v === 'list' ? 'list' : null)} />
        {leagues.length > 1 ? (
          <Segmented
            label="Sport"
            options={[{ value: 'ALL', label: 'All' }, ...leagues.map((l) => ({ value: l, label: l }))]}
            value={leagues.includes(sport) ? sport : 'ALL'}
            onChange={(v) => setParam('sport', v === 'ALL' ? null : v)}
          />
        ) : null}
        <Segmented
          label="Games"
          options={[{ value: 'all', label: 'All games' }, { value: 'prime', label: '★ PrimeTime' }]}
          value={prime ? 'prime' : 'all'}
          onChange={(v) => setParam('prime', v === 'prime' ? '1' : null)}
        />
      </div>
    );
    const laterDay = laterShown[0] ? formatGameDay(laterShown[0].gameTime) : null;
    const laterSection = laterShown.length ? (
      <section aria-labelledby="later-picks">
        <h2 id="later-picks" className={styles.laterHead}>Tomorrow's picks{laterDay ? ` · ${laterDay}` : ''}</h2>
        <p className={styles.laterNote}>Published early for games on a later day. They are not part of today's card.</p>
        <PickList picks={laterShown} decisions={decisions} label="Tomorrow's picks" />
      </section>
    ) : null;
    if (view === 'list' || picks.length === 0)
      return (
        <>
          {toolbar}
          {picks.length ? (
            <PickList
              picks={picks}
              decisions={decisions}
              label="Today's picks"
              onOpen={(i) => {
                goTo(i);
                setParam('view', null);
              }}
            />
          ) : (
            <p className={styles.laterNote}>No {prime ? 'PrimeTime ' : ''}picks for today{sport !== 'ALL' ? ` in ${sport}` : ''}.</p>
          )}
          {laterSection}
        </>
      );
    return (
      <>
        {toolbar}
        {early ? (
          <p className={styles.laterNote}>
            No picks for today. This is tomorrow's card{picks[0] ? `, ${formatGameDay(picks[0].gameTime)}` : ''}, published early.
          </p>
        ) : null}
        <section
          className={styles.stage}
          aria-roledescription="carousel"
          aria-label="Today's picks"
          tabIndex={0}
          onKeyDown={onKey}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
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
                      onDecide={(side) => void decide(p.pickId, side, cardPickLabel(p.pick))}
                      siteLive={site === false}
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
        {laterSection}
      </>
    );
  };

  // A cool-off, self-exclusion, an account under 21 or one whose date of birth is still to give (the
  // layout asks for it above): the server serves no picks; say why and where help is.
  const onBreak = !query.data && query.error?.code === 'play_break';
  const asksAge = (query.error?.details as { state?: string } | undefined)?.state === 'needs_date_of_birth';
  const body = onBreak ? (
    <EmptyState title={asksAge ? 'One question first' : 'You are taking a break'} actions={<ButtonLink to="/help" variant="secondary">Help and responsible play</ButtonLink>}>
      <p>{query.error?.message}</p>
    </EmptyState>
  ) : (
    <QueryState
      query={query}
      waitingFor={(session.status === 'loading' || session.checkingPlan) && 'CHECKING SUBSCRIPTION...'}
      loading="LOADING..."
      error={PICKS_LOAD_FAILED}
      errorActions={
        <>
          {session.isAdmin ? (
            <Button onClick={() => void gen.generate()} disabled={gen.running}>
              {gen.running ? 'GENERATING...' : 'GENERATE NEW PICKS'}
            </Button>
          ) : null}
          <ButtonLink to="/billfold" variant="secondary">See Past Picks</ButtonLink>
        </>
      }
      isEmpty={() => all.length === 0}
      empty="No picks yet today"
      emptyDetail={<p>Gary posts the day's card around 10am ET. Check back soon.</p>}
      emptyActions={<ButtonLink to="/billfold" variant="secondary">See Past Picks</ButtonLink>}
    >
      {loadedBody}
    </QueryState>
  );

  return (
    <div className={styles.page}>
      {header}
      {body}
    </div>
  );
}
