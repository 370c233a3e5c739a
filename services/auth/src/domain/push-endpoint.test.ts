import { checkPushEndpoint, isPublicAddress } from './push-endpoint';

const prod = { allowLoopbackForTests: false };
const tests = { allowLoopbackForTests: true };

describe('"accept only https endpoints of the real push services (FCM, Mozilla autopush, Windows WNS, Apple web push) by host"', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://FCM.googleapis.com/fcm/send/x',
  ])('accepts %s', (url) => expect(checkPushEndpoint(url, prod).ok).toBe(true));

  it.each([
    'http://127.0.0.1:5432/',
    'http://localhost:50051/',
    'http://127.1:6379/',
    'http://0x7f000001:8080/',
    'http://2130706433:8080/',
    'http://user:pass@127.0.0.1:8080/',
    'https://127.0.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://127.0.0.1.nip.io/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://evil-fcm.googleapis.com/x',
    'https://x@fcm.googleapis.com/fcm/send/x',
    'http://fcm.googleapis.com/fcm/send/x',
    'ftp://fcm.googleapis.com/x',
    `https://fcm.googleapis.com/${'x'.repeat(2001)}`,
    'not a url',
  ])('refuses %s', (url) => expect(checkPushEndpoint(url, prod).ok).toBe(false));

  it('"the loopback allowance exists only behind an explicit test setting": with it, http://127.0.0.1:<port> and nothing else of loopback', () => {
    expect(checkPushEndpoint('http://127.0.0.1:9/push/1', prod).ok).toBe(false);
    expect(checkPushEndpoint('http://127.0.0.1:9/push/1', tests)).toMatchObject({ ok: true, loopbackTest: true });
    for (const url of ['http://localhost:9/', 'http://127.1:9/', 'http://0x7f000001:9/', 'http://2130706433:9/', 'http://user:pass@127.0.0.1:9/', 'http://127.0.0.2:9/'])
      expect(checkPushEndpoint(url, tests).ok).toBe(false);
  });
});

describe('"refuse an endpoint whose address resolves to loopback, private or link-local space"', () => {
  it.each(['127.0.0.1', '127.0.0.2', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '224.0.0.1'])(
    '%s is not public',
    (a) => expect(isPublicAddress(a)).toBe(false),
  );
  it.each(['142.250.72.10', '34.107.221.82', '2607:f8b0:4004:c1b::5f', '17.253.144.10'])('%s is public', (a) => expect(isPublicAddress(a)).toBe(true));
});
