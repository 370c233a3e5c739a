import type { ReactNode } from 'react';
import styles from './badge.module.css';

// A graded result's badge is its own module, so a page that shows only a plain badge (the
// SIMULATED ribbon on every page) does not carry it.
export { ResultBadge, normaliseResult, type GradedResult } from './result-badge';

export type BadgeTone = 'won' | 'lost' | 'push' | 'pending' | 'accent' | 'neutral' | 'hazard';

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={[styles.badge, styles[tone], className ?? ''].join(' ')}>{children}</span>;
}
