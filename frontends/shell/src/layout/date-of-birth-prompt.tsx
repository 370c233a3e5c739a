// Accounts made before sign-up asked for a date of birth are asked once, at their next visit signed
// in (the server flags them: user.needsDateOfBirth). Under 21 is recorded and the account is closed
// to picks by the server; the answer cannot be changed afterwards.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, MIN_AGE, useSession } from '@gary/design';
import styles from '../components/play-with-a-plan.module.css';

export function DateOfBirthPrompt() {
  const { user, store } = useSession();
  const [dob, setDob] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user?.needsDateOfBirth) return null;

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r = await store.api.put<{ state: string }>('/api/me/date-of-birth', { dateOfBirth: dob });
    setBusy(false);
    if (!r.ok) return setError(r.error.message || 'Could not save your date of birth.');
    await store.refreshUser();
  }
  return (
    <section className={styles.onBreak} aria-labelledby="dob-title" style={{ margin: '16px auto', maxWidth: 560 }}>
      <h2 id="dob-title" style={{ margin: 0, fontSize: '1.1rem' }}>One question before you carry on</h2>
      <form className={styles.form} onSubmit={(e) => void save(e)}>
        <label htmlFor="dob-once">Your date of birth. Gary is for adults {MIN_AGE} and over; we ask once.</label>
        <input id="dob-once" className={styles.input} type="date" autoComplete="bday" required value={dob} onChange={(e) => setDob(e.target.value)} />
        {error ? <p role="alert" className={styles.muted}>{error}</p> : null}
        <Button type="submit" size="small" disabled={busy}>Save</Button>
      </form>
      <p className={styles.muted}><Link to="/help">Help and responsible play</Link></p>
    </section>
  );
}
