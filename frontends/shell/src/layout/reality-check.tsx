// The reality check: at the interval the user picks (off, 30, 60 or 90 minutes; kept on this
// device), a reminder of how long they have been signed in on this device and the units won or lost
// today (the server's My Spend for the Eastern day), with buttons to carry on, see My Spend, or take
// a break.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, useSession } from '@gary/design';
import styles from '../components/play-with-a-plan.module.css';

export const REALITY_KEY = 'gary.realityCheckMinutes';
const SINCE_KEY = 'gary.signedInSince';
export const REALITY_CHOICES = [0, 30, 60, 90] as const;

export function readInterval(): number {
  try {
    const v = Number(localStorage.getItem(REALITY_KEY) ?? '0');
    return (REALITY_CHOICES as readonly number[]).includes(v) ? v : 0;
  } catch {
    return 0;
  }
}

export function saveInterval(minutes: number): void {
  try {
    localStorage.setItem(REALITY_KEY, String(minutes));
    window.dispatchEvent(new Event('gary-reality-check'));
  } catch {
    /* storage blocked: the reminder stays off */
  }
}

/** "1 hour 5 minutes", "45 minutes". */
export function sinceText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const part = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  return h > 0 ? `${part(h, 'hour')}${m ? ` ${part(m, 'minute')}` : ''}` : part(m, 'minute');
}

export function RealityCheck() {
  const { isSignedIn, user, store } = useSession();
  const [interval, setIntervalMinutes] = useState(readInterval);
  const [open, setOpen] = useState<{ since: number; net: number | null } | null>(null);

  useEffect(() => {
    const on = () => setIntervalMinutes(readInterval());
    window.addEventListener('gary-reality-check', on);
    return () => window.removeEventListener('gary-reality-check', on);
  }, []);

  useEffect(() => {
    if (!isSignedIn || user?.guest || interval === 0) return;
    let since = Date.now();
    try {
      since = Number(sessionStorage.getItem(SINCE_KEY)) || Date.now();
      sessionStorage.setItem(SINCE_KEY, String(since));
    } catch {
      /* no storage: count from now */
    }
    const timer = window.setInterval(async () => {
      const r = await store.api.get<{ buckets: { netUnits: number }[] }>('/api/play/spend', { period: 'day', count: 1 });
      setOpen({ since, net: r.ok ? (r.data.buckets[0]?.netUnits ?? 0) : null });
    }, interval * 60_000);
    return () => window.clearInterval(timer);
  }, [interval, isSignedIn, store, user?.guest]);

  if (!open) return null;
  return (
    <div role="dialog" aria-modal="false" aria-labelledby="reality-title" className={styles.onBreak} style={{ position: 'fixed', bottom: 16, left: 16, right: 16, maxWidth: 480, zIndex: 50 }}>
      <h2 id="reality-title" className={styles.sub} style={{ margin: 0 }}>Reality check</h2>
      <p>
        You have been signed in on this device for {sinceText(Date.now() - open.since)}.
        {open.net === null ? '' : ` Today you are ${open.net >= 0 ? 'up' : 'down'} ${Math.abs(open.net).toFixed(2)} units.`}
      </p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setOpen(null)}>Carry on</Button>
        <Link to="/betcard" onClick={() => setOpen(null)}>See My Spend</Link>
        <Link to="/dashboard#play-with-a-plan" onClick={() => setOpen(null)}>Take a break</Link>
      </div>
    </div>
  );
}
