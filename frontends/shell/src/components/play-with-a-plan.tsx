// "Play with a plan" on the dashboard: stake, bankroll and unit size, the four limits (with what is
// used and when each resets, and a raise waiting its 24 hours that can be cancelled), and cool-off or
// self-exclusion. The server holds every rule (decisions: limits; auth: breaks); this form shows and
// sends them.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Card, useSession, useToast } from '@gary/design';
import { QueryState, useApiQuery } from '@gary/design/query';
import { formatShortDate } from '@gary/betting/display';
import { REALITY_CHOICES, readInterval, saveInterval } from '../layout/reality-check';
import { CancelProButton, CancelProChoice, useRunningPro } from './cancel-pro-offer';
import styles from './play-with-a-plan.module.css';

type LimitName = 'decisions_day' | 'decisions_week' | 'units_day' | 'units_week';
type PlanLimit = { name: LimitName; value: number | null; pending: { value: number | null; appliesAt: string } | null; used: number; resetsAt: string };
type PlayPlan = { stakeUnits: number; bankroll: number | null; unitSize: number | null; limits: PlanLimit[] };
type PlayBreak = { kind: string; period: string; startedAt: string; endsAt: string; endedAt: string | null; endReason: string | null };
type PlayState = { state: 'none' | 'cool_off' | 'self_exclusion' | 'under_age' | 'needs_date_of_birth'; until: string | null; awaitingConfirmation: boolean; current: PlayBreak | null; history: PlayBreak[] };

const LABELS: Record<LimitName, string> = {
  decisions_day: 'Rides and fades per day',
  decisions_week: 'Rides and fades per week',
  units_day: 'Units at stake per day',
  units_week: 'Units at stake per week',
};
const COOL_OFF = [
  ['24h', '24 hours'],
  ['7d', '7 days'],
  ['30d', '30 days'],
  ['6w', '6 weeks'],
] as const;
const EXCLUSION = [
  ['6m', '6 months'],
  ['1y', '1 year'],
  ['5y', '5 years'],
] as const;

/** "A warning as a user approaches a limit they set": at 80% of it or more. */
export const nearLimit = (l: { value: number | null; used: number }) => l.value !== null && l.used >= 0.8 * l.value;

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) + ' ET' : '';

function Limits({ plan, onSaved }: { plan: PlayPlan; onSaved: () => void }) {
  const { store } = useSession();
  const toast = useToast();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(plan.limits.map((l) => [l.name, l.value === null ? '' : String(l.value)])));
  const [stake, setStake] = useState(String(plan.stakeUnits));
  const [bankroll, setBankroll] = useState(plan.bankroll === null ? '' : String(plan.bankroll));
  const [unitSize, setUnitSize] = useState(plan.unitSize === null ? '' : String(plan.unitSize));
  const [saving, setSaving] = useState(false);

  async function send(body: unknown, done: string) {
    setSaving(true);
    const r = await store.api.put('/api/play/plan', body);
    setSaving(false);
    if (r.ok) {
      toast.success(done);
      onSaved();
    } else toast.error(r.error.message || 'Could not save your plan. Please try again.');
  }
  function save(e: FormEvent) {
    e.preventDefault();
    const num = (s: string) => (s.trim() === '' ? null : Number(s));
    void send(
      {
        stakeUnits: Number(stake),
        bankroll: num(bankroll),
        unitSize: num(unitSize),
        limits: plan.limits.map((l) => ({ name: l.name, value: num(values[l.name] ?? '') })),
      },
      'Plan saved. Lower limits apply now; higher ones in 24 hours.',
    );
  }

  return (
    <form className={styles.form} onSubmit={save} aria-label="Stake and limits">
      <div className={styles.fields}>
        <label htmlFor="plan-stake">Stake per ride or fade (units)</label>
        <input id="plan-stake" className={styles.input} type="number" min="0.01" max="100" step="0.01" required value={stake} onChange={(e) => setStake(e.target.value)} />
        <label htmlFor="plan-bankroll">Bankroll (optional)</label>
        <input id="plan-bankroll" className={styles.input} type="number" min="0" step="0.01" value={bankroll} onChange={(e) => setBankroll(e.target.value)} />
        <label htmlFor="plan-unit">Unit size in money (optional)</label>
        <input id="plan-unit" className={styles.input} type="number" min="0" step="0.01" value={unitSize} onChange={(e) => setUnitSize(e.target.value)} />
      </div>
      <h3 className={styles.sub}>Limits</h3>
      <p className={styles.muted}>Leave a box empty for no limit. Lowering a limit applies at once; raising or removing one takes 24 hours.</p>
      <div className={styles.fields}>
        {plan.limits.map((l) => (
          <div key={l.name} className={styles.limit}>
            <label htmlFor={`limit-${l.name}`}>{LABELS[l.name]}</label>
            <input
              id={`limit-${l.name}`}
              className={styles.input}
              type="number"
              min="0"
              step={l.name.startsWith('units') ? '0.01' : '1'}
              value={values[l.name] ?? ''}
              aria-describedby={`limit-${l.name}-used`}
              onChange={(e) => setValues({ ...values, [l.name]: e.target.value })}
            />
            <span id={`limit-${l.name}-used`} className={styles.muted}>
              Used {l.used}
              {l.value !== null ? ` of ${l.value}` : ''}; resets {when(l.resetsAt)}.
            </span>
            {nearLimit(l) ? (
              <span className={styles.pending} role="status">
                {l.used >= (l.value ?? 0) ? 'You have reached this limit.' : 'You are close to this limit.'}
              </span>
            ) : null}
            {l.pending ? (
              <span className={styles.pending}>
                {l.pending.value === null ? 'Removal' : `Raise to ${l.pending.value}`} applies {when(l.pending.appliesAt)}.{' '}
                <button type="button" className={styles.linkButton} onClick={() => void send({ limits: [{ name: l.name, value: l.value }] }, 'The raise is cancelled.')}>
                  Cancel it
                </button>
              </span>
            ) : null}
          </div>
        ))}
      </div>
      <Button type="submit" size="small" disabled={saving}>{saving ? 'Saving...' : 'Save plan'}</Button>
    </form>
  );
}

function Breaks({ play, onChanged }: { play: PlayState; onChanged: () => void }) {
  const { store } = useSession();
  const toast = useToast();
  const [choice, setChoice] = useState<string>('cool_off:24h');
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [cancelPro, setCancelPro] = useState(true);
  const runningPro = useRunningPro();

  async function start() {
    const [kind, period] = choice.split(':');
    setBusy(true);
    const offer = kind === 'self_exclusion' && runningPro ? { cancelSubscription: cancelPro } : {};
    const r = await store.api.post<{ subscription?: { cancelled: boolean; message: string | null } }>('/api/play/break', { kind, period, ...offer });
    setBusy(false);
    setConfirming(false);
    if (!r.ok) return toast.error(r.error.message || 'Could not start the break. Please try again.');
    const sub = r.data?.subscription;
    toast.success(sub?.cancelled ? 'Your break has started, and Pro will not renew.' : 'Your break has started.');
    if (sub && !sub.cancelled && sub.message) toast.error(sub.message);
    // A fresh token carries the break: every page of this browser follows it at once.
    await store.refreshUser();
    onChanged();
  }
  async function end(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    const r = await store.api.post('/api/play/break/end', { password });
    setBusy(false);
    if (!r.ok) return toast.error(r.error.message || 'Could not end the self-exclusion.');
    toast.success('Welcome back. Your self-exclusion has ended.');
    // Tokens issued during the exclusion carry it: take a fresh one.
    await store.api.refresh();
    await store.refreshUser();
    onChanged();
  }

  if (play.state === 'cool_off' || play.state === 'self_exclusion') {
    return (
      <div className={styles.onBreak} role="status">
        <p>
          <strong>{play.state === 'cool_off' ? 'You are on a cool-off' : 'You have excluded yourself'}</strong>
          {play.current ? ` until ${when(play.current.endsAt)}` : ''}. Picks, props, thoughts and decisions are off until then. It cannot be ended early.
        </p>
        {play.awaitingConfirmation ? (
          <form className={styles.form} onSubmit={(e) => void end(e)} aria-label="End self-exclusion">
            <label htmlFor="end-password">Its time is up. To come back, confirm with your password.</label>
            <input id="end-password" className={styles.input} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            <Button type="submit" size="small" variant="secondary" disabled={busy}>End my self-exclusion</Button>
          </form>
        ) : null}
        {play.state === 'self_exclusion' ? <CancelProButton /> : null}
        <p><Link to="/help">Help and support</Link></p>
      </div>
    );
  }
  return (
    <div className={styles.form}>
      <label htmlFor="break-choice">Take a break</label>
      <select id="break-choice" className={styles.input} value={choice} onChange={(e) => setChoice(e.target.value)}>
        <optgroup label="Cool-off">
          {COOL_OFF.map(([p, label]) => <option key={p} value={`cool_off:${p}`}>{`Cool-off: ${label}`}</option>)}
        </optgroup>
        <optgroup label="Self-exclusion">
          {EXCLUSION.map(([p, label]) => <option key={p} value={`self_exclusion:${p}`}>{`Self-exclusion: ${label}`}</option>)}
        </optgroup>
      </select>
      {confirming ? (
        <div role="alertdialog" aria-label="Start the break?" className={styles.form}>
          <p className={styles.muted}>Once it starts it cannot be ended early. You can still sign in to see your history and the help page.</p>
          {choice.startsWith('self_exclusion:') ? <CancelProChoice checked={cancelPro} onChange={setCancelPro} /> : null}
          <Button size="small" variant="danger" onClick={() => void start()} disabled={busy}>Start my break</Button>
          <Button size="small" variant="secondary" onClick={() => setConfirming(false)}>Not now</Button>
        </div>
      ) : (
        <Button size="small" variant="secondary" onClick={() => setConfirming(true)}>Take a break</Button>
      )}
      {play.history.length > 0 ? (
        <p className={styles.muted}>
          Last break: {play.history[0]!.kind === 'cool_off' ? 'cool-off' : 'self-exclusion'} from {formatShortDate(play.history[0]!.startedAt)}
          {play.history[0]!.endedAt ? `, ended ${formatShortDate(play.history[0]!.endedAt)}` : ''}.
        </p>
      ) : null}
    </div>
  );
}

type Markers = { markers: { name: string; count: number; threshold: number; days: number; fact: string }[]; response: 'none' | 'nudge' | 'suggest_limit_or_break' };

/** Harm markers, shown to their user only: the facts, then (two or more) a suggestion. */
function WhatWeNotice() {
  const q = useApiQuery((api, s) => api.get<Markers>('/api/play/markers', undefined, s), 'play-markers');
  const m = q.data;
  if (!m || m.response === 'none') return null;
  return (
    <section className={styles.onBreak} aria-labelledby="play-markers">
      <h3 id="play-markers" className={styles.sub}>What we notice in your play</h3>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {m.markers.map((x) => <li key={x.name}>{x.fact}</li>)}
      </ul>
      <p className={styles.muted}>
        {m.response === 'suggest_limit_or_break'
          ? 'This is a good moment to set a limit below, or to take a cool-off.'
          : 'Only you see this. Limits and breaks are below if you want them.'}{' '}
        <Link to="/help">Help and responsible play</Link>
      </p>
    </section>
  );
}

/** The reality check's interval, kept on this device. */
function RealityInterval() {
  const [minutes, setMinutes] = useState(readInterval);
  return (
    <div className={styles.form}>
      <label htmlFor="reality-interval">Reality check reminder</label>
      <select
        id="reality-interval"
        className={styles.input}
        value={minutes}
        onChange={(e) => {
          setMinutes(Number(e.target.value));
          saveInterval(Number(e.target.value));
        }}
      >
        {REALITY_CHOICES.map((m) => <option key={m} value={m}>{m === 0 ? 'Off' : `Every ${m} minutes`}</option>)}
      </select>
    </div>
  );
}

export function PlayWithAPlan() {
  const plan = useApiQuery((api, s) => api.get<PlayPlan>('/api/play/plan', undefined, s), 'play-plan');
  const play = useApiQuery((api, s) => api.get<PlayState>('/api/play', undefined, s), 'play-state');
  return (
    <Card className={styles.card} aria-labelledby="play-with-a-plan">
      <h2 id="play-with-a-plan" className="gary-eyebrow">Play with a plan</h2>
      <WhatWeNotice />
      <QueryState query={play} loading="Loading your breaks..." error="Could not load your breaks. Please try again." compact>
        {(p) => <Breaks play={p} onChanged={() => { play.reload(); plan.reload(); }} />}
      </QueryState>
      <QueryState query={plan} loading="Loading your plan..." error="Could not load your plan. Please try again." compact>
        {(data) => <Limits key={JSON.stringify(data)} plan={data} onSaved={plan.reload} />}
      </QueryState>
      <RealityInterval />
      <p className={styles.muted}>
        What each tool does, and who to call: <Link to="/help">Help and responsible play</Link>.
      </p>
    </Card>
  );
}
