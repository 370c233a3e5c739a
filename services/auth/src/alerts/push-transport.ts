// One web push request (RFC 8030) to a subscription's endpoint, made so that a user-chosen URL can
// never turn the sender against our own network: the endpoint is checked again against the push
// services' hosts (a row stored before that rule existed gets no request), the address DNS gives
// for the host is checked at connect time inside the socket's own lookup (so a name re-pointed
// between a check and the connection still cannot reach loopback or private space), and a redirect
// is an answer, never followed.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkPushEndpoint, isPublicAddress } from '../domain/push-endpoint';

/** A request we will not make. `permanent`: the URL itself is refused (not a push service's), not just today's address. */
export class EndpointRefused extends Error {
  override name = 'EndpointRefused';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export type Resolve = (host: string) => Promise<LookupAddress[]>;

export const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));

export interface PushTransportOptions {
  allowLoopbackForTests: boolean;
  timeoutMs: number;
  resolve?: Resolve;
}

export interface PushRequestDetails {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/** Sends one request; answers the push service's status. Throws EndpointRefused for a URL or address we will not call. */
export async function sendPushRequest(req: PushRequestDetails, opts: PushTransportOptions): Promise<number> {
  const verdict = checkPushEndpoint(req.endpoint, { allowLoopbackForTests: opts.allowLoopbackForTests });
  if (!verdict.ok) throw new EndpointRefused(`push endpoint refused (${verdict.reason})`, true);
  const { url, loopbackTest } = verdict;
  const resolve = opts.resolve ?? systemResolve;
  // The socket connects to what this lookup answers, and only if every address DNS gave is public.
  const lookup: LookupFunction = (host, options, callback) => {
    resolve(host).then(
      (all) => {
        const bad = all.find((a) => !(loopbackTest ? a.address === '127.0.0.1' : isPublicAddress(a.address)));
        if (all.length === 0 || bad) {
          callback(new EndpointRefused(`push endpoint address is not public (${host})`, false), '', 4);
          return;
        }
        if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, all);
        else callback(null, all[0]!.address, all[0]!.family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 4),
    );
  };
  const transport = loopbackTest ? http : https;
  return new Promise<number>((resolvePromise, reject) => {
    const r = transport.request(
      url,
      {
        method: req.method,
        headers: req.headers,
        lookup,
        // A fresh connection per request: an agent's pooled socket would skip the lookup above.
        agent: false,
        signal: AbortSignal.timeout(opts.timeoutMs),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolvePromise(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    r.on('error', (err) => reject(err.name === 'AbortError' ? new Error(`push service did not answer in ${opts.timeoutMs} ms`) : err));
    r.end(req.body ?? undefined);
  });
}
