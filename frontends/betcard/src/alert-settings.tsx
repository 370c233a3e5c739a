// Alerts on the BetCard page: push alerts on or off in this browser (the browser's permission
// prompt, the shell's service worker /sw.js, the VAPID key from GET /api/me/alerts), which alerts
// come by email and by push, the time zone and the quiet hours. The server holds the settings and
// sends the alerts; this only shows and changes them.
import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, useSession, useToast } from '@gary/design';
import { QueryState, useApiQuery } from '@gary/design/query';
import { ALERT_KINDS, pushStatus, timeZoneChoices, vapidKeyBytes, type AlertKind, type AlertSettings } from './alert-rules';
import styles from './betcard.module.css';

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!supported()) return null;
  const reg = await navigator.serviceWorker.getRegistration('/');
  return reg ? reg.pushManager.getSubscription() : null;
}

function PushSwitch({ settings, onChange }: { settings: AlertSettings; onChange: (s: AlertSettings) => void }) {
  const { store } = useSession();
  const toast = useToast();
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() => (supported() ? Notification.permission : 'unsupported'));
  useEffect(() => {
    void currentSubscription().then((s) => setSubscribed(s !== null)).catch(() => setSubscribed(false));
  }, []);

  async function turnOn() {
    setBusy(true);
    try {
      const asked = await Notification.requestPermission();
      setPermission(asked);
      if (asked !== 'granted') {
        toast.error('Gary cannot send push alerts without your permission.');
        return;
      }
      const reg = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
      const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(settings.vapidPublicKey) }));
      const r = await store.api.post<AlertSettings>('/api/me/alerts/push', sub.toJSON());
      if (!r.ok) {
        toast.error(r.error.message || 'Could not turn push alerts on. Please try again.');
        return;
      }
      setSubscribed(true);
      onChange(r.data);
      toast.success('Push alerts are on in this browser.');
    } catch {
      toast.error('This browser could not subscribe to push alerts. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      const sub = await currentSubscription();
      if (sub) {
        const r = await store.api.post<AlertSettings>('/api/me/alerts/push/remove', { endpoint: sub.endpoint });
        await sub.unsubscribe();
        if (r.ok) onChange(r.data);
      }
      setSubscribed(false);
      toast.success('Push alerts are off in this browser.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.alertPush}>
      <p role="status" style={{ margin: 0 }} data-testid="push-status">
        {pushStatus({ supported: supported(), permission, subscribed })}
      </p>
      {supported() && permission !== 'denied' ? (
        subscribed ? (
          <Button variant="secondary" size="small" onClick={() => void turnOff()} disabled={busy}>Turn off push alerts</Button>
        ) : (
          <Button size="small" onClick={() => void turnOn()} disabled={busy}>Turn on push alerts</Button>
        )
      ) : null}
    </div>
  );
}

function Prefs({ settings, onChange }: { settings: AlertSettings; onChange: (s: AlertSettings) => void }) {
  const { store } = useSession();
  const toast = useToast();
  async function toggle(kind: AlertKind, channel: 'email' | 'push', on: boolean) {
    // Shown at once; put back if the server refuses.
    onChange({ ...settings, prefs: { ...settings.prefs, [kind]: { ...settings.prefs[kind], [channel]: on } } });
    const r = await store.api.put<AlertSettings>('/api/me/alerts', { prefs: [{ kind, channel, on }] });
    if (r.ok) onChange(r.data);
    else {
      onChange(settings);
      toast.error(r.error.message || 'Could not save. Please try again.');
    }
  }
  return (
    <table className={styles.alertTable} aria-label="Which alerts come by email and by push">
      <thead>
        <tr>
          <th scope="col">Alert</th>
          <th scope="col">Email</th>
          <th scope="col">Push</th>
        </tr>
      </thead>
      <tbody>
        {ALERT_KINDS.map((k) => (
          <tr key={k.kind}>
            <th scope="row">
              {k.label}
              <span className={styles.alertDetail}>{k.detail}</span>
            </th>
            {(['email', 'push'] as const).map((ch) => (
              <td key={ch}>
                <input
                  type="checkbox"
                  role="switch"
                  className={styles.toggle}
                  aria-label={`${k.label} by ${ch}`}
                  checked={settings.prefs[k.kind]?.[ch] ?? false}
                  onChange={(e) => void toggle(k.kind, ch, e.currentTarget.checked)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Quiet({ settings, onChange }: { settings: AlertSettings; onChange: (s: AlertSettings) => void }) {
  const { store } = useSession();
  const toast = useToast();
  const [tz, setTz] = useState(settings.timeZone);
  const [quiet, setQuiet] = useState(settings.quietHours !== null);
  const [start, setStart] = useState(settings.quietHours?.start ?? '22:00');
  const [end, setEnd] = useState(settings.quietHours?.end ?? '08:00');
  const browserTz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  async function save(e: FormEvent) {
    e.preventDefault();
    const r = await store.api.put<AlertSettings>('/api/me/alerts', { timeZone: tz.trim(), quietHours: quiet ? { start, end } : null });
    if (r.ok) {
      onChange(r.data);
      toast.success('Saved.');
    } else toast.error(r.error.message || 'Could not save. Please try again.');
  }
  return (
    <form onSubmit={(e) => void save(e)} className={styles.alertQuiet}>
      <label>
        Time zone
        <select value={tz} onChange={(e) => setTz(e.currentTarget.value)}>
          {timeZoneChoices(settings.timeZone, browserTz).map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
              {z === browserTz ? ' (this device)' : ''}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.alertCheck}>
        <input type="checkbox" role="switch" className={styles.toggle} checked={quiet} onChange={(e) => setQuiet(e.currentTarget.checked)} /> Quiet hours
      </label>
      <label>
        From <input type="time" value={start} disabled={!quiet} onChange={(e) => setStart(e.currentTarget.value)} required={quiet} />
      </label>
      <label>
        to <input type="time" value={end} disabled={!quiet} onChange={(e) => setEnd(e.currentTarget.value)} required={quiet} />
      </label>
      <Button type="submit" size="small" variant="secondary">Save</Button>
      <p className={styles.alertDetail} style={{ flexBasis: '100%' }}>Alerts due in your quiet hours wait until they end. Nothing is sent during a cool-off or self-exclusion.</p>
    </form>
  );
}

export function AlertSettingsCard() {
  const q = useApiQuery((api, s) => api.get<AlertSettings>('/api/me/alerts', undefined, s), 'alert-settings');
  const [local, setLocal] = useState<AlertSettings | null>(null);
  return (
    <Card title="Alerts" titleId="bc-alerts" style={{ marginTop: 24 }}>
      <QueryState query={q} loading="Loading your alerts..." error="Could not load your alert settings. Please try again." compact>
        {(data) => {
          const s = local ?? data;
          return (
            <div className="gary-stack">
              <PushSwitch settings={s} onChange={setLocal} />
              <Prefs settings={s} onChange={setLocal} />
              <Quiet settings={s} onChange={setLocal} />
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}
