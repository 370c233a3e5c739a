// The rush benchmark's stream holders, in a process of their own so their parsing never delays the
// gateway's or the driver's event loop: opens one `GET /api/stats/stream` per token (each its own
// connection, as browsers are), reports when every stream has its first BetCard, then records when
// each stream receives a card with a settled decision. Loopback only; ends when the parent says so
// or goes away.
//   parent -> {open: {url, tokens}}   child -> {opened: {ok, failed, ms}}
//   parent -> {report: {timeoutMs}}   child -> {updates: {at: number[], missing, dropped}}
import http from 'node:http';
import { onStatsCards } from '../src/stats-stream';

interface Stream {
  req: http.ClientRequest;
  firstAt: number | null;
  updatedAt: number | null;
  closed: boolean;
}

const streams: Stream[] = [];
let failed = 0;

function openOne(base: URL, token: string): Promise<void> {
  return new Promise((resolve) => {
    const s: Stream = { req: null as unknown as http.ClientRequest, firstAt: null, updatedAt: null, closed: false };
    let settled = false;
    const done = () => {
      if (!settled) {
        settled = true;
        resolve();
      }
    };
    s.req = http.get(
      { host: base.hostname, port: base.port, path: '/api/stats/stream', agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          failed++;
          res.resume();
          return done();
        }
        streams.push(s);
        onStatsCards<{ winCount: number; lossCount: number; pushCount: number }>(res, (card) => {
          const now = Date.now();
          s.firstAt ??= now;
          if (s.updatedAt === null && card.winCount + card.lossCount + card.pushCount > 0) s.updatedAt = now;
          done();
        });
        res.on('close', () => {
          s.closed = true;
          done();
        });
      },
    );
    s.req.on('error', () => {
      failed++;
      s.closed = true;
      done();
    });
  });
}

async function open(url: string, tokens: string[]): Promise<void> {
  const t0 = Date.now();
  const base = new URL(url);
  let next = 0;
  // 100 connections being set up at a time: a crowd arriving, not a SYN flood.
  await Promise.all(
    Array.from({ length: 100 }, async () => {
      for (;;) {
        const i = next++;
        if (i >= tokens.length) return;
        await openOne(base, tokens[i]!);
      }
    }),
  );
  process.send?.({ opened: { ok: streams.filter((s) => s.firstAt !== null).length, failed, ms: Date.now() - t0 } });
}

async function report(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && streams.some((s) => s.updatedAt === null && !s.closed)) await new Promise((r) => setTimeout(r, 50));
  process.send?.({
    updates: {
      at: streams.flatMap((s) => (s.updatedAt === null ? [] : [s.updatedAt])),
      missing: streams.filter((s) => s.updatedAt === null).length,
      dropped: streams.filter((s) => s.closed).length,
    },
  });
}

process.on('message', (m: { open?: { url: string; tokens: string[] }; report?: { timeoutMs: number }; stop?: true }) => {
  if (m.open) void open(m.open.url, m.open.tokens);
  if (m.report) void report(m.report.timeoutMs);
  if (m.stop) end();
});
process.on('disconnect', end);

function end(): void {
  for (const s of streams) s.req.destroy();
  process.exit(0);
}
