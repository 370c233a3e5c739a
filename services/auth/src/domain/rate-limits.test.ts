import { createMemoryRateLimiter } from '@gary/platform';
import { accountKey, checkRateLimit } from './rate-limits';

describe('rate limits on sign-in by IP and by account', () => {
  it('the sixth attempt on one account within 15 minutes is refused with a wait time', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t);
    for (let i = 0; i < 5; i++) expect(await checkRateLimit(limiter, 'signin', `10.0.0.${i}`, 'joe@example.com')).toBeNull();
    const refused = await checkRateLimit(limiter, 'signin', '10.0.0.9', 'Joe@Example.com');
    expect(refused).toEqual({
      name: 'RateLimited',
      code: 'too_many_attempts',
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      retryAfterSeconds: 900,
    });
    t = 15 * 60_000;
    expect(await checkRateLimit(limiter, 'signin', '10.0.0.9', 'joe@example.com')).toBeNull();
  });

  it('one IP trying many accounts is refused after 30 attempts', async () => {
    const limiter = createMemoryRateLimiter(() => 0);
    for (let i = 0; i < 30; i++) expect(await checkRateLimit(limiter, 'signin', '10.1.1.1', `u${i}@example.com`)).toBeNull();
    expect((await checkRateLimit(limiter, 'signin', '10.1.1.1', 'fresh@example.com'))?.code).toBe('too_many_attempts');
  });

  it('lockout messages do not leak account existence: the key is the typed email, hashed', () => {
    expect(accountKey('signin', ' JOE@example.com')).toBe(accountKey('signin', 'joe@example.com'));
    expect(accountKey('signin', 'joe@example.com')).not.toContain('joe');
  });
});
