import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Button, ErrorBoundary, Spinner, useSession } from '@gary/design';
import { BetCardModal } from '../federation/remotes';
import { NavBar } from './nav-bar';
import { SimulatedRibbon } from './simulated-ribbon';
import { SiteFooter } from './site-footer';
import styles from './app-layout.module.css';

// Both speak only to a signed-in member, so a signed-out first load does not carry their code.
const DateOfBirthPrompt = lazy(() => import('./date-of-birth-prompt').then((m) => ({ default: m.DateOfBirthPrompt })));
const RealityCheck = lazy(() => import('./reality-check').then((m) => ({ default: m.RealityCheck })));

export function AppLayout() {
  const location = useLocation();
  const { isSignedIn, user } = useSession();
  const member = isSignedIn && !user?.guest;
  const [betCardOpen, setBetCardOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [location.pathname]);

  const openBetCard = useCallback(() => {
    opener.current = document.activeElement as HTMLElement | null;
    setBetCardOpen(true);
  }, []);
  const closeBetCard = useCallback(() => {
    setBetCardOpen(false);
    opener.current?.focus();
  }, []);

  useEffect(() => {
    if (!betCardOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeBetCard();
    document.addEventListener('keydown', onKey);
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = prev;
    };
  }, [betCardOpen, closeBetCard]);

  const closeButton = (
    <Button variant="secondary" onClick={closeBetCard}>
      Close
    </Button>
  );

  return (
    <div className={styles.shell}>
      <a className="gary-skip-link" href="#main">
        Skip to content
      </a>
      <NavBar onOpenBetCard={openBetCard} />
      <main id="main" ref={mainRef} className={styles.main} tabIndex={-1}>
        <SimulatedRibbon />
        {user?.needsDateOfBirth ? (
          <Suspense fallback={null}>
            <DateOfBirthPrompt />
          </Suspense>
        ) : null}
        <ErrorBoundary resetKeys={[location.pathname]}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <SiteFooter />
      {member ? (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      ) : null}
      {betCardOpen ? (
        <div
          className={styles.overlay}
          onMouseDown={(e) => {
            if (e.target === e.currentTarget) closeBetCard();
          }}
        >
          <BetCardModal
            open
            onClose={closeBetCard}
            fallback={
              <div className={styles.panel} role="dialog" aria-modal="true" aria-label="BetCard">
                <Spinner label="Loading your stats..." />
                {closeButton}
              </div>
            }
            errorActions={closeButton}
          />
        </div>
      ) : null}
    </div>
  );
}
