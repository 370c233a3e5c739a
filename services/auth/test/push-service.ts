// The test's own push service (RFC 8030) on 127.0.0.1, and the browser's half of RFC 8291: a
// subscription's P-256 key pair and auth secret, and the decryption of an aes128gcm message
// (RFC 8188) with ECDH and HKDF from node:crypto. Written here, independent of the web-push library
// the service sends with, so a message is only found if it was encrypted by the standard.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';

export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  ecdh: ECDH;
  authSecret: Buffer;
}

export function browserSubscription(endpoint: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url'), ecdh, authSecret };
}

/** RFC 8291 section 3.4 and RFC 8188 section 2: one record, the key id is the sender's public key. */
export function decryptWebPush(body: Buffer, sub: { ecdh: ECDH; authSecret: Buffer }): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65 || record.length > rs) throw new Error(`unexpected header: idlen ${idlen}, rs ${rs}, record ${record.length}`);
  const uaPublic = sub.ecdh.getPublicKey();
  const ecdhSecret = sub.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, sub.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and zero or more 0x00 of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID Authorization header (RFC 8292): `vapid t=<ES256 JWT>, k=<public key>`; answers the claims. */
export function verifyVapid(header: string | undefined, publicKey: string): Record<string, unknown> {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`not a vapid Authorization header: ${header}`);
  if (m[2] !== publicKey) throw new Error('the header names another VAPID key');
  const [h, p, sig] = m[1]!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig!, 'base64url'));
  if (!ok) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(p!, 'base64url').toString('utf8'));
}

export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service: records every request; paths under /gone/ answer 410, the rest 201. */
export async function startPushService(): Promise<{ origin: string; requests: PushRequest[]; close(): Promise<void> }> {
  const requests: PushRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return { origin: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(() => r())) };
}
