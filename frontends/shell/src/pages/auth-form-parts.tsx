import type { InputHTMLAttributes } from 'react';
import type { ApiError } from '@gary/design';
import styles from './auth.module.css';

export function Field({ label, id, ...input }: { label: string; id: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} {...input} />
    </div>
  );
}

/** weak_password errors carry the rule list in details.reasons; show each one. */
export function reasonsOf(error: ApiError | null): string[] {
  const details = error?.details as { reasons?: unknown } | undefined;
  return Array.isArray(details?.reasons) ? details.reasons.filter((r): r is string => typeof r === 'string') : [];
}

export function FormError({ message, reasons = [] }: { message: string; reasons?: string[] }) {
  return (
    <div className={styles.error} role="alert">
      {message}
      {reasons.length ? (
        <ul>
          {reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
