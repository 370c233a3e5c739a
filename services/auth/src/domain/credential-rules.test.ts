import { checkEmail, checkNewPassword, checkProfilePatch, usernameOf, weakPasswordReasons } from './credential-rules';

describe('email format', () => {
  it('accepts a normal address and lower-cases it', () => {
    expect(checkEmail('  Bettor.Joe+nba@Example.COM ')).toEqual({ ok: true, value: 'bettor.joe+nba@example.com' });
  });
  it.each(['', 'joe', 'joe@', '@example.com', 'joe@example', 'joe..x@example.com', 'joe@-ex.com', 'joe @example.com', 'joe@example.c'])(
    'refuses %j as invalid_email',
    (raw) => {
      const r = checkEmail(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('invalid_email');
    },
  );
  it('an over-long email is refused with a clear error', () => {
    const r = checkEmail(`${'a'.repeat(60)}@${'b'.repeat(200)}.com`);
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: 'email_too_long' }) });
  });
});

describe("password strength rule with a reasons list ('weak_password')", () => {
  it('a strong password has no reasons', () => {
    expect(weakPasswordReasons('bear-market-77', 'joe@example.com')).toEqual([]);
    expect(checkNewPassword('bear-market-77')).toEqual({ ok: true, value: 'bear-market-77' });
  });
  it('lists every reason a password fails', () => {
    expect(weakPasswordReasons('abc')).toEqual(['too_short', 'needs_letter_and_digit']);
    expect(weakPasswordReasons('password123')).toEqual(['too_common']);
    expect(weakPasswordReasons('joseph2024x', 'joseph@example.com')).toEqual(['contains_email']);
  });
  it('answers weak_password with the reasons and a readable message', () => {
    const r = checkNewPassword('short1');
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.name === 'WeakPassword') {
      expect(r.error.code).toBe('weak_password');
      expect(r.error.reasons).toEqual(['too_short']);
      expect(r.error.message).toBe('Password is too weak: use at least 8 characters.');
    } else throw new Error('expected WeakPassword');
  });
  it('an over-long password is refused before the strength rule', () => {
    const r = checkNewPassword('a1'.repeat(65));
    expect(r).toEqual({ ok: false, error: expect.objectContaining({ code: 'password_too_long' }) });
  });
});

describe('username = the part of the email before the at-sign', () => {
  it('takes the local part', () => expect(usernameOf('gary.bear@example.com')).toBe('gary.bear'));
  it('falls back to Bettor', () => expect(usernameOf('@x')).toBe('Bettor'));
});

describe('profiles (username, avatar_url) editable', () => {
  it('accepts a clean username and an https avatar', () => {
    expect(checkProfilePatch({ username: ' Bear_Fan ', avatarUrl: 'https://img.example.com/a.png' })).toEqual({
      ok: true,
      value: { username: 'Bear_Fan', avatarUrl: 'https://img.example.com/a.png' },
    });
  });
  it('an empty avatar clears it', () => expect(checkProfilePatch({ avatarUrl: '' })).toEqual({ ok: true, value: { avatarUrl: null } }));
  it.each([{ username: 'x' }, { username: '<script>' }, { avatarUrl: 'javascript:alert(1)' }, { avatarUrl: 'not a url' }])('refuses %j', (p) => {
    expect(checkProfilePatch(p)).toEqual({ ok: false, error: expect.objectContaining({ code: 'invalid_profile' }) });
  });
});
