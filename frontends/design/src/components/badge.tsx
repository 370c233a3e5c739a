import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'won' | 'lost' | 'push' | 'pending' | 'accent' | 'neutral' | 'hazard';

export function Badge({ tone = 'neutral', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={[styles.badge, styles[tone], className ?? ''].join(' ')}>{children}</span>;
}

export type GradedResult = 'won' | 'lost' | 'push';

const RESULT_LABEL: Record<GradedResult, string> = { won: 'WON', lost: 'LOST', push: 'PUSH' };

/** Normalises the result spellings the spec allows (win/won, loss/lost, tie/push). */
export function normaliseResult(value: string | null | undefined): GradedResult | null {
  switch ((value ?? '').trim().toLowerCase()) {
    case 'won':
    case 'win':
      return 'won';
    case 'lost':
    case 'loss':
      return 'lost';
    case 'push':
    case 'tie':
      return 'push';
    default:
      return null;
  }
}

export function ResultBadge({ result }: { result: string | null | undefined }) {
  const r = normaliseResult(result);
  if (!r) return <Badge tone="pending">PENDING</Badge>;
  return <Badge tone={r}>{RESULT_LABEL[r]}</Badge>;
}
