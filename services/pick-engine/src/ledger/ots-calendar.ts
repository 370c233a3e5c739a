// Client of OpenTimestamps calendar servers (the protocol of python-opentimestamps' `calendar.py`):
// `POST <calendar>/digest` with the raw digest bytes answers the serialized timestamp of that digest
// (ending in a pending attestation); `GET <calendar>/timestamp/<hex commitment>` answers the
// timestamp of a pending commitment once the calendar has anchored it (a Bitcoin attestation), and
// 404 while it has not. Both with `Accept: application/vnd.opentimestamps.v1`.
import { parseTimestamp, type OtsTimestamp } from './ots-format';

const ACCEPT = 'application/vnd.opentimestamps.v1';
/** The reference client reads at most this much of an answer. */
const MAX_RESPONSE_BYTES = 10_000;

export interface CalendarClient {
  submit(calendar: string, digest: Buffer): Promise<OtsTimestamp>;
  /** The calendar's timestamp of a commitment; null while it is still pending there. */
  timestamp(calendar: string, commitment: Buffer): Promise<OtsTimestamp | null>;
}

export class CalendarError extends Error {}

/** Calendar URLs: http(s), no query, fragment or credentials; a trailing slash dropped. */
export function calendarUrl(raw: string): string {
  const u = new URL(raw);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`calendar ${raw}: http or https only`);
  if (u.search || u.hash || u.username || u.password) throw new Error(`calendar ${raw}: no query, fragment or credentials`);
  return u.toString().replace(/\/+$/u, '');
}

async function body(res: Response): Promise<Buffer> {
  const buf = Buffer.from(await res.arrayBuffer());
  if (buf.length > MAX_RESPONSE_BYTES) throw new CalendarError(`calendar answer of ${buf.length} bytes exceeds ${MAX_RESPONSE_BYTES}`);
  return buf;
}

export function createCalendarClient(o: { timeoutMs: number; userAgent?: string }): CalendarClient {
  const headers = { accept: ACCEPT, 'user-agent': o.userAgent ?? 'gary-pick-log' };
  const call = async (url: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetch(url, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) }, redirect: 'error', signal: AbortSignal.timeout(o.timeoutMs) });
    } catch (err) {
      throw new CalendarError(`${url}: ${(err as Error).message}`);
    }
  };
  return {
    async submit(calendar, digest) {
      const url = `${calendar}/digest`;
      const res = await call(url, { method: 'POST', body: new Uint8Array(digest), headers: { 'content-type': 'application/octet-stream' } });
      if (res.status !== 200) throw new CalendarError(`${url}: answered ${res.status}`);
      return parseTimestamp(await body(res), digest);
    },
    async timestamp(calendar, commitment) {
      const url = `${calendar}/timestamp/${commitment.toString('hex')}`;
      const res = await call(url, { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (res.status !== 200) throw new CalendarError(`${url}: answered ${res.status}`);
      return parseTimestamp(await body(res), commitment);
    },
  };
}
