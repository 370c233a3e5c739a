import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink, Spinner, useSession } from '@gary/design';
import { QueryState } from '@gary/design/query';
import { statsError } from './card-rules';
import { BetCardView } from './betcard-view';
import { useBetCardData } from './use-betcard-data';
import styles from './betcard.module.css';

type Props = { open: boolean; onClose: () => void };

/** Keeps Tab inside the dialog while it is open. */
function trapTab(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'Tab') return;
  const nodes = e.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])');
  if (nodes.length === 0) return;
  const first = nodes[0]!;
  const last = nodes[nodes.length - 1]!;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

export default function BetCardModal({ open, onClose }: Props) {
  const { isSignedIn, status } = useSession();
  const navigate = useNavigate();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { query, stats, stream } = useBetCardData(open);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  if (!open) return null;

  let content;
  if (status === 'loading') content = <Spinner label="Loading your stats..." />;
  else if (!isSignedIn)
    content = (
      <>
        <h2 className={styles.username} id={titleId}>Your BetCard</h2>
        <p style={{ margin: 0, color: 'var(--text-muted)' }}>Sign in and every ride and fade you make lands here: your record, streak and win rate, updated as games go final.</p>
        <div className={styles.footer}>
          <Button
            onClick={() => {
              onClose();
              navigate('/signin');
            }}
          >
            Sign In
          </Button>
        </div>
      </>
    );
  else
    content = (
      // The card as the stream last sent it, else as loaded; the one loading / error / retry block until then.
      <QueryState query={{ ...query, data: stats ?? null }} compact loading="Loading your stats..." error={statsError} errorDetail={null}>
        {(card) => (
          <>
            <BetCardView stats={card} titleId={titleId} />
            {stream.message ? <p className={styles.warn} role="status">{stream.message}</p> : null}
            <div className={styles.footer}>
              <ButtonLink to="/betcard" variant="secondary" size="small" onClick={onClose}>Full BetCard</ButtonLink>
            </div>
          </>
        )}
      </QueryState>
    );

  return (
    <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-label={stats ? undefined : 'BetCard'} onKeyDown={trapTab}>
      <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label="Close BetCard">
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <div className={styles.inner}>{content}</div>
    </div>
  );
}
