import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

type EmptyStateProps = {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'empty' | 'error';
  headingLevel?: 2 | 3;
};

/** "Nothing here yet" and "that failed" panels; errors are announced to assistive tech. */
export function EmptyState({ title, children, actions, tone = 'empty', headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={[styles.empty, tone === 'error' ? styles.error : ''].join(' ')} role={tone === 'error' ? 'alert' : undefined}>
      <svg className={styles.icon} width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        {tone === 'error' ? (
          <path d="M20 4 37 34H3L20 4Zm0 10v10m0 4v2" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
        ) : (
          <path d="M6 12h28v20H6zM6 12l4-6h20l4 6M15 20h10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
        )}
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
