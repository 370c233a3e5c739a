// Real HTTP against a listening gateway: cookies, redirects and mailed links as a browser gets them
// (redirects are not followed; every Set-Cookie is kept).
import type { FastifyInstance } from 'fastify';

export interface Sent {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export type Send = (target: FastifyInstance, o: { method: string; url: string; headers?: Record<string, string>; payload?: unknown }) => Promise<Sent>;

/** A sender to the gateway's port on the given host name (what the browser would type). */
export function sendOver(host: string): Send {
  return async (target, o) => {
    const addr = target.server.address() as { port: number };
    const headers: Record<string, string> = { ...o.headers };
    let body: string | undefined;
    if (o.payload !== undefined) {
      body = typeof o.payload === 'string' ? o.payload : JSON.stringify(o.payload);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`http://${host}:${addr.port}${o.url}`, { method: o.method, headers, body, redirect: 'manual' });
    const text = await res.text();
    const out: Sent['headers'] = {};
    res.headers.forEach((v, k) => (out[k] = v));
    out['set-cookie'] = res.headers.getSetCookie();
    return { statusCode: res.status, headers: out, body: text, json: () => JSON.parse(text) };
  };
}
