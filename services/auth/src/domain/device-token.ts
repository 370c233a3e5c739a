// Device tokens: proof that a browser signed in to an account before. A successful sign-in issues
// one (the gateway keeps it in an httpOnly cookie); a later sign-in that presents it for the same
// account counts its failures on the device, not on the account, so five wrong passwords typed by
// strangers elsewhere do not lock the owner out. The token is `<device id>.<HMAC of user and
// device id>`: stateless, bound to one account, unforgeable without auth's secret.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const MAX_LENGTH = 200;
const ID = /^[A-Za-z0-9_-]{16,64}$/;

const mac = (secret: string, userId: string, deviceId: string) => createHmac('sha256', secret).update(`device:${userId}:${deviceId}`).digest('base64url');

export function issueDeviceToken(secret: string, userId: string, deviceId: string = randomBytes(16).toString('base64url')): string {
  return `${deviceId}.${mac(secret, userId, deviceId)}`;
}

/** The device id when the token was issued for this account by this secret; null otherwise. */
export function verifyDeviceToken(secret: string, userId: string, token: string | undefined): string | null {
  if (!token || token.length > MAX_LENGTH) return null;
  const dot = token.indexOf('.');
  const deviceId = token.slice(0, dot);
  if (dot < 0 || !ID.test(deviceId)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const want = Buffer.from(mac(secret, userId, deviceId));
  return given.length === want.length && timingSafeEqual(given, want) ? deviceId : null;
}
