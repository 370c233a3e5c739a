// Which URLs a push subscription may name. A subscription makes the server POST to its endpoint on
// every alert, so an endpoint is a URL the user chooses for us to call: it must be a real browser
// push service, reached over https on its own port, never an address inside our network. The
// browsers' push services are few and known by host; nothing else is accepted. The one exception is
// for tests, which run their own push service on 127.0.0.1: it exists only behind an explicit
// setting (`ALERT_PUSH_TEST_LOOPBACK`) that `make start` and the chart never set.
import { BlockList, isIP } from 'node:net';

/** Host suffixes of the push services browsers subscribe with (RFC 8030 endpoints they hand out). */
export const PUSH_SERVICE_HOSTS: readonly { name: string; host: string; subdomains: boolean }[] = [
  // Chrome, Edge on Android, Opera, Samsung Internet: Firebase Cloud Messaging.
  { name: 'Firebase Cloud Messaging', host: 'fcm.googleapis.com', subdomains: false },
  { name: 'Firebase Cloud Messaging (legacy)', host: 'android.googleapis.com', subdomains: false },
  // Firefox: Mozilla autopush.
  { name: 'Mozilla autopush', host: 'push.services.mozilla.com', subdomains: true },
  // Edge on Windows: Windows Push Notification Services (wns2-*.notify.windows.com).
  { name: 'Windows Push Notification Services', host: 'notify.windows.com', subdomains: true },
  // Safari 16+: Apple web push.
  { name: 'Apple web push', host: 'push.apple.com', subdomains: true },
];

export const MAX_ENDPOINT_LENGTH = 2000;

export type EndpointVerdict = { ok: true; url: URL; loopbackTest: boolean } | { ok: false; reason: string };

const hostAllowed = (host: string): boolean =>
  PUSH_SERVICE_HOSTS.some((s) => host === s.host || (s.subdomains && host.endsWith(`.${s.host}`)));

/**
 * The registration-time and send-time rule for an endpoint's URL: https, no credentials, the
 * default port, a host of a known push service. With `allowLoopbackForTests`, also
 * `http://127.0.0.1:<port>/...` written exactly so (no other spelling of loopback).
 */
export function checkPushEndpoint(raw: string, opts: { allowLoopbackForTests: boolean }): EndpointVerdict {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_ENDPOINT_LENGTH) return { ok: false, reason: 'length' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  if (opts.allowLoopbackForTests && url.protocol === 'http:' && url.hostname === '127.0.0.1' && raw.startsWith('http://127.0.0.1:'))
    return { ok: true, url, loopbackTest: true };
  if (url.protocol !== 'https:') return { ok: false, reason: 'not https' };
  if (url.port !== '') return { ok: false, reason: 'port' };
  const host = url.hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return { ok: false, reason: 'address literal' };
  if (!hostAllowed(host)) return { ok: false, reason: 'not a push service' };
  return { ok: true, url, loopbackTest: false };
}

// Addresses a push request may never connect to: loopback, private, link-local, shared (CGNAT),
// documentation, benchmarking, multicast and reserved space, IPv4 and IPv6 (RFC 6890's registry).
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32],
  ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blocked.addSubnet(net, bits, 'ipv6');

/** True when `address` (as DNS answered it) is public unicast space a push service can live in. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const lower = address.toLowerCase();
  // IPv4-mapped and IPv4-compatible forms carry an IPv4 address: judge that one.
  const mapped = /^::(ffff:(0:)?)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPublicAddress(mapped[3]!);
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hexMapped) {
    const hi = parseInt(hexMapped[1]!, 16);
    const lo = parseInt(hexMapped[2]!, 16);
    return isPublicAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  return !blocked.check(address, 'ipv6');
}
