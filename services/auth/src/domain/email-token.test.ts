import { signEmailToken, verifyEmailToken } from './email-token';

const secret = 'k'.repeat(43);
const id = '6f1c2a4e-0000-4000-8000-000000000001';

describe('email confirmation by signed one-time link', () => {
  const token = signEmailToken({ id, purpose: 'confirm', exp: 2_000 }, secret);

  it('a signed token verifies and names its row', () => {
    expect(verifyEmailToken(token, secret, 'confirm', 1_000)).toEqual({ ok: true, claims: { id, purpose: 'confirm', exp: 2_000 } });
  });
  it('an expired token is refused as token_expired', () => {
    expect(verifyEmailToken(token, secret, 'confirm', 2_000)).toEqual({ ok: false, error: expect.objectContaining({ code: 'token_expired' }) });
  });
  it('a confirm token cannot be used as a reset token', () => {
    expect(verifyEmailToken(token, secret, 'reset', 1_000)).toEqual({ ok: false, error: expect.objectContaining({ code: 'invalid_token' }) });
  });
  it('a token signed with another key is refused', () => {
    const forged = signEmailToken({ id, purpose: 'confirm', exp: 2_000 }, 'other-secret');
    expect(verifyEmailToken(forged, secret, 'confirm', 1_000).ok).toBe(false);
  });
  it('a token whose body was changed (later expiry) is refused', () => {
    const [, sig] = token.split('.');
    const body = Buffer.from(JSON.stringify({ id, p: 'confirm', exp: 9_999_999 })).toString('base64url');
    expect(verifyEmailToken(`${body}.${sig}`, secret, 'confirm', 1_000).ok).toBe(false);
  });
  it.each(['', 'abc', 'a.b.c', '.', `${'x'.repeat(600)}.y`])('garbage %j is refused, never thrown', (t) => {
    expect(verifyEmailToken(t, secret, 'confirm', 1_000)).toEqual({ ok: false, error: expect.objectContaining({ code: 'invalid_token' }) });
  });
});
