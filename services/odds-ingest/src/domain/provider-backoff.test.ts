import { isBackingOff, nextBackoff } from './provider-backoff';
import { providerError } from '@gary/sports-world';

const now = new Date('2026-01-14T15:00:00Z');

describe('provider backoff', () => {
  it("'429 backs off': as long as Retry-After says", () => {
    const b = nextBackoff(providerError('RateLimited', 'too many', { status: 429, retryAfterSeconds: 30 }), now, null)!;
    expect(b.until - now.getTime()).toBe(30_000);
    expect(isBackingOff(b, new Date(now.getTime() + 29_000))).toBe(true);
    expect(isBackingOff(b, new Date(now.getTime() + 30_000))).toBe(false);
  });

  it('a 429 without Retry-After doubles from one minute, capped at 15', () => {
    const e = providerError('RateLimited', 'too many', { status: 429 });
    let b = nextBackoff(e, now, null)!;
    expect(b.until - now.getTime()).toBe(60_000);
    b = nextBackoff(e, now, b)!;
    expect(b.until - now.getTime()).toBe(120_000);
    for (let i = 0; i < 10; i++) b = nextBackoff(e, now, b)!;
    expect(b.until - now.getTime()).toBe(15 * 60_000);
  });

  it('a rejected key, spent credits or the quota floor wait an hour; a 5xx or a malformed body only the next poll', () => {
    for (const name of ['InvalidKey', 'OutOfCredits', 'QuotaFloorReached'] as const) {
      expect(nextBackoff(providerError(name, 'x'), now, null)!.until - now.getTime()).toBe(3_600_000);
    }
    expect(nextBackoff(providerError('ProviderUnavailable', '500'), now, null)).toBeNull();
    expect(nextBackoff(providerError('MalformedResponse', 'bad'), now, null)).toBeNull();
  });
});
