import type { ReactNode } from 'react';
import { Button, PRO_PRICE_LABEL } from '@gary/design';
import { useUpgrade } from '@gary/design/upgrade';
import styles from './common.module.css';

export function LockIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M7 10V7a5 5 0 0 1 10 0v3" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <rect x="4.5" y="10" width="15" height="11" rx="2" fill="currentColor" />
    </svg>
  );
}

/** The blur-and-lock layer over premium content a free or signed-out user does not receive. */
export function UpgradeOverlay({ title = 'Unlock Premium Picks', context, children }: { title?: string; context?: ReactNode; children?: ReactNode }) {
  const upgrade = useUpgrade();
  return (
    <div className={styles.overlay}>
      <div className={styles.lock}>
        <LockIcon />
      </div>
      {context ? <p className={styles.overlayContext}>{context}</p> : null}
      <h3 className={styles.overlayTitle}>{title}</h3>
      {children}
      <Button onClick={() => void upgrade.start()} disabled={upgrade.status === 'processing'}>
        {upgrade.status === 'processing' ? 'Processing...' : `Upgrade to Pro — ${PRO_PRICE_LABEL}`}
      </Button>
      {upgrade.status === 'error' ? (
        <p className={styles.error} role="alert">
          {upgrade.message}
        </p>
      ) : null}
      <p className={styles.small}>Cancel anytime</p>
    </div>
  );
}
