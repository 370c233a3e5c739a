import styles from './spinner.module.css';

/** Loading indicator; the label is what screen readers hear and what sighted users read. */
export function Spinner({ label = 'Loading...', small }: { label?: string; small?: boolean }) {
  return (
    <div className={[styles.wrap, small ? styles.small : ''].join(' ')} role="status" aria-live="polite">
      <div className={styles.ring} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
