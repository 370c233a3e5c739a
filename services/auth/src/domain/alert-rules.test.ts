import { effectivePrefs, readUnsubscribeToken, sendableAt, unsubscribeToken } from './alert-rules';

describe('"quiet hours in the user\'s time zone"', () => {
  const q = (timeZone: string, quietStart: number | null, quietEnd: number | null) => ({ timeZone, quietStart, quietEnd });
  it('a message due inside a window that wraps midnight waits until it ends (local time, DST-aware zone)', () => {
    // 05:30 UTC = 23:30 in Chicago (CST): quiet 22:00-07:00 ends at 07:00 CST = 13:00 UTC.
    expect(sendableAt(new Date('2026-11-27T05:30:00Z'), q('America/Chicago', 22 * 60, 7 * 60)).toISOString()).toBe('2026-11-27T13:00:00.000Z');
  });
  it('outside the window, or with no quiet hours, it goes at once', () => {
    const at = new Date('2026-11-27T18:00:00Z'); // 12:00 Chicago
    expect(sendableAt(at, q('America/Chicago', 22 * 60, 7 * 60))).toBe(at);
    expect(sendableAt(at, q('America/Chicago', null, null))).toBe(at);
  });
  it('a window within one day (13:00-14:00 local) holds a message at 13:20 until 14:00', () => {
    expect(sendableAt(new Date('2026-06-01T17:20:00Z'), q('America/New_York', 13 * 60, 14 * 60)).toISOString()).toBe('2026-06-01T18:00:00.000Z');
  });
});

describe('"one-click unsubscribe ... a link that works without sign-in via a signed token"', () => {
  const secret = 'test-secret';
  const user = '3f1e9a52-8c1b-4d2e-9f0a-1b2c3d4e5f60';
  it('a token names its user and kind; a changed byte, another secret or another kind fails', () => {
    const t = unsubscribeToken(secret, user, 'recap');
    expect(readUnsubscribeToken(secret, t)).toEqual({ userId: user, kind: 'recap' });
    expect(readUnsubscribeToken('other', t)).toBeNull();
    const [payload, mac] = t.split('.');
    const forged = `${Buffer.from(`${user}:picks-out`).toString('base64url')}.${mac}`;
    expect(readUnsubscribeToken(secret, forged)).toBeNull();
    expect(readUnsubscribeToken(secret, `${payload}.${mac!.slice(0, -1)}A`)).toBeNull();
    expect(readUnsubscribeToken(secret, 'nonsense')).toBeNull();
  });

  it('"the unsubscribe MAC accepts non-canonical encodings": no longer; only the MAC as issued is taken', () => {
    const t = unsubscribeToken(secret, user, 'recap');
    const [payload, mac] = t.split('.') as [string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // 32 bytes are 43 characters: the last one carries 4 bits and 2 that decoding ignores.
    const last = alphabet.indexOf(mac.at(-1)!);
    const sibling = alphabet[(last & ~3) | ((last + 1) & 3)]!;
    const spellings = [`${mac.slice(0, -1)}${sibling}`, `${mac}=`, mac.replace(/-/g, '+').replace(/_/g, '/')].filter((m) => m !== mac);
    for (const m of spellings) {
      expect(Buffer.from(m, 'base64url').equals(Buffer.from(mac, 'base64url'))).toBe(true);
      expect(readUnsubscribeToken(secret, `${payload}.${m}`)).toBeNull();
    }
  });
});

describe('preferences', () => {
  it('stored values override the defaults; unknown kinds and non-booleans are ignored', () => {
    const p = effectivePrefs({ recap: { email: false }, 'pick-dead': { email: 'yes' }, nope: { push: false } });
    expect(p.recap).toEqual({ email: false, push: true });
    expect(p['pick-dead']).toEqual({ email: false, push: true });
    expect(Object.keys(p)).toHaveLength(5);
  });
});
