import { issueDeviceToken, verifyDeviceToken } from './device-token';

describe('device tokens', () => {
  const secret = 'test-secret';
  it('a token issued for an account verifies for that account only', () => {
    const t = issueDeviceToken(secret, 'user-a');
    const id = verifyDeviceToken(secret, 'user-a', t);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(verifyDeviceToken(secret, 'user-b', t)).toBeNull();
    expect(verifyDeviceToken('other-secret', 'user-a', t)).toBeNull();
    expect(issueDeviceToken(secret, 'user-a', id!)).toBe(t);
  });
  it('tampered, truncated, garbage and over-long tokens are refused', () => {
    const t = issueDeviceToken(secret, 'user-a');
    const [id, sig] = t.split('.') as [string, string];
    for (const bad of [undefined, '', 'x', `${id}.`, `.${sig}`, `${id}x.${sig}`, `${id}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'E' : 'A'}`, `${id}.${sig}${'a'.repeat(200)}`, `../..${sig}`]) {
      expect(verifyDeviceToken(secret, 'user-a', bad)).toBeNull();
    }
  });
});
