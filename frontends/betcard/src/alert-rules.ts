// Alerts on the BetCard page: the kinds and how the page names them, and the VAPID key conversion
// a browser's PushManager.subscribe needs.
export type AlertKind = 'picks-out' | 'pick-dead' | 'pick-alive' | 'pick-scratched' | 'recap';
export type AlertSettings = {
  timeZone: string;
  quietHours: { start: string; end: string } | null;
  prefs: Record<AlertKind, { email: boolean; push: boolean }>;
  pushSubscriptions: number;
  vapidPublicKey: string;
};

export const ALERT_KINDS: readonly { kind: AlertKind; label: string; detail: string }[] = [
  { kind: 'picks-out', label: "Today's picks are out", detail: '10:00 ET, when Gary publishes' },
  { kind: 'pick-dead', label: 'A pick I decided went dead', detail: 'no book offers it at the price to beat' },
  { kind: 'pick-alive', label: 'A pick I decided came back', detail: 'playable again' },
  { kind: 'pick-scratched', label: 'A pick I decided was scratched', detail: 'postponed or cancelled: your decision is void' },
  { kind: 'recap', label: 'Morning recap', detail: 'your graded picks with units and CLV' },
];

/** The base64url VAPID public key as the bytes PushManager.subscribe takes. */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const b64 = key.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (key.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** What the push switch says, from what the browser allows and whether this browser is subscribed. */
export function pushStatus(s: { supported: boolean; permission: NotificationPermission | 'unsupported'; subscribed: boolean }): string {
  if (!s.supported) return 'This browser cannot receive push alerts.';
  if (s.permission === 'denied') return 'Notifications are blocked for Gary in this browser: allow them in the site settings to turn push alerts on.';
  return s.subscribed ? 'Push alerts are on in this browser.' : 'Push alerts are off in this browser.';
}

/**
 * The time zones offered for quiet hours: every IANA zone the browser knows (a picker, not free
 * text), with the saved zone and the browser's own kept even where the list lacks them.
 */
export function timeZoneChoices(saved: string, browser: string, known: readonly string[] = supportedZones()): string[] {
  return [...new Set([...known, saved, browser].filter((z) => z && z.trim() !== ''))].sort();
}

function supportedZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix', 'Pacific/Honolulu', 'UTC'];
}
