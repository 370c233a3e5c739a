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

/** What each weak_password reason code asks of the user (never the raw code, "too_short"). */
export const PASSWORD_REASONS: Record<string, string> = {
  too_short: 'Use at least 8 characters.',
  needs_letter_and_digit: 'Use at least one letter and one number.',
  too_common: 'That password is too common. Pick one that is harder to guess.',
  contains_email: 'Do not use your email address in the password.',
};

/** weak_password errors carry the rule list in details.reasons; each is shown as a sentence. */
export function reasonsOf(error: ApiError | null): string[] {
  const details = error?.details as { reasons?: unknown } | undefined;
  const codes = Array.isArray(details?.reasons) ? details.reasons.filter((r): r is string => typeof r === 'string') : [];
  return codes.map((c) => PASSWORD_REASONS[c] ?? 'Choose a stronger password.');
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
