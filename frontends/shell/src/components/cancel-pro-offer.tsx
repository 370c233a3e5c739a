// A self-exclusion offers to cancel a running Pro subscription at the end of its paid period: as a
// checkbox where the member chooses the exclusion (sent with the break, POST /api/play/break
// cancelSubscription), and as a button once excluded (POST /api/billing/cancel stays open during
// every break; buying or resuming Pro does not).
import { useState } from 'react';
import { Button, useSession, useToast } from '@gary/design';
import { formatShortDate } from '@gary/betting/display';
import styles from './play-with-a-plan.module.css';

/** The subscription a self-exclusion would offer to cancel: Pro, running, not already ending. */
export function useRunningPro() {
  const { isPro, subscription } = useSession();
  return isPro && subscription && !subscription.cancelAtPeriodEnd ? subscription : null;
}

const periodEnd = (iso: string | null) => (iso ? ` on ${formatShortDate(iso)}` : ' at the end of its paid period');

export function CancelProChoice({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const running = useRunningPro();
  if (!running) return null;
  return (
    <label className={styles.muted}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> Also cancel my Pro subscription: it ends{periodEnd(running.currentPeriodEnd)} and does not renew while I am away.
    </label>
  );
}

export function CancelProButton() {
  const running = useRunningPro();
  const { store } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (!running) return null;
  async function cancel() {
    setBusy(true);
    const r = await store.api.post('/api/billing/cancel');
    setBusy(false);
    if (!r.ok) return toast.error(r.error.message || 'Could not cancel. Please try again.');
    toast.success('Your subscription will end at the close of this billing period.');
    void store.refreshUser();
  }
  return (
    <p>
      Your Pro subscription renews{periodEnd(running.currentPeriodEnd)}.{' '}
      <Button size="small" variant="secondary" onClick={() => void cancel()} disabled={busy}>Cancel Pro at period end</Button>
    </p>
  );
}
