// A member's data in their own hands (the dashboard): download everything Gary holds about them
// (GET /api/me/export, JSON or CSV) and delete the account (DELETE /api/me, with the password). The
// support address stays the path for anything else.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, SUPPORT_EMAIL, useSession, useToast } from '@gary/design';
import styles from '../pages/dashboard.module.css';

/** Hands text to the browser as a file download. */
function saveFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function MyData() {
  const { store } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'json' | 'csv' | 'delete' | null>(null);
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  async function download(format: 'json' | 'csv') {
    setBusy(format);
    const r = await store.api.request<string>('/api/me/export', { query: { format }, text: true });
    setBusy(null);
    if (!r.ok) return toast.error(r.error.message || 'Could not prepare your data. Please try again.');
    const day = new Date().toISOString().slice(0, 10);
    saveFile(`gary-my-data-${day}.${format}`, format === 'json' ? 'application/json' : 'text/csv', r.data);
    toast.success(format === 'json' ? 'Your data is downloading (JSON).' : 'Your data is downloading (CSV).');
  }

  async function remove(e: FormEvent) {
    e.preventDefault();
    setBusy('delete');
    setError('');
    const r = await store.api.request<{ deleted: boolean; breakKeptUntil: string | null }>('/api/me', { method: 'DELETE', body: { password } });
    setBusy(null);
    if (!r.ok) return setError(r.error.message || 'Could not delete your account. Please try again.');
    setPassword('');
    await store.signOut();
    toast.success(
      r.data.breakKeptUntil
        ? `Your account is deleted. Your break still runs until ${new Date(r.data.breakKeptUntil).toLocaleDateString('en-US', { timeZone: 'America/New_York', dateStyle: 'medium' })}: no new account can be opened with this email until then.`
        : 'Your account is deleted.',
    );
    navigate('/');
  }

  return (
    <Card aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="gary-eyebrow">Your data</h2>
      <p className={styles.muted} style={{ marginTop: 0 }}>
        Download everything Gary holds about you: your account, every ride and fade with its stake, your limits and breaks, alert settings and subscription history.
      </p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button size="small" variant="secondary" onClick={() => void download('json')} disabled={busy !== null}>{busy === 'json' ? 'Preparing...' : 'Download my data (JSON)'}</Button>
        <Button size="small" variant="secondary" onClick={() => void download('csv')} disabled={busy !== null}>{busy === 'csv' ? 'Preparing...' : 'Download my data (CSV)'}</Button>
      </div>
      {asking ? (
        <form onSubmit={(e) => void remove(e)} aria-label="Delete my account" className={styles.confirm} style={{ marginTop: 12 }}>
          <p style={{ margin: 0 }}>
            Deleting your account removes your email, profile, sessions, alerts and your rides and fades (you leave the leaderboard). It cannot be undone. A cool-off or
            self-exclusion you are on still runs until it ends. Gary&apos;s public record does not change.
          </p>
          <label className={styles.statLabel} htmlFor="delete-password">Type your password to confirm</label>
          <input id="delete-password" className={styles.input} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} aria-describedby={error ? 'delete-error' : undefined} />
          {error ? <p id="delete-error" role="alert" style={{ margin: 0 }}>{error}</p> : null}
          <Button size="small" variant="danger" type="submit" disabled={busy !== null || password === ''}>{busy === 'delete' ? 'Deleting...' : 'Delete my account for good'}</Button>
          <Button size="small" variant="secondary" type="button" onClick={() => (setAsking(false), setError(''))}>Keep my account</Button>
        </form>
      ) : (
        <Button size="small" variant="danger" onClick={() => setAsking(true)} style={{ marginTop: 12 }}>Delete my account</Button>
      )}
      <p className={styles.muted} style={{ fontSize: '0.85rem', marginBottom: 0 }}>
        Anything else about your data: write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </Card>
  );
}
