// The rush benchmark's readers, in a process of their own: `count` signed-in users each open Today's
// Picks once (`GET /api/picks/today`, a new connection each, as separate browsers), spread evenly
// over `seconds`. Answers every latency (ms, request sent to body read) and the errors. Loopback only.
//   parent -> {read: {url, tokens, seconds}}   child -> {reads: {ms: number[], errors, withPicks, samples, healthMs}}
import http from 'node:http';

function readOnce(base: URL, token: string): Promise<{ ms: number; ok: boolean; picks: number; error?: string }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: base.hostname, port: base.port, path: '/api/picks/today', agent: false, headers: { authorization: `Bearer ${token}` }, timeout: 30_000 },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => {
          const ms = performance.now() - t0;
          if (res.statusCode !== 200) return resolve({ ms, ok: false, picks: 0, error: `${res.statusCode} ${body.slice(0, 200)}` });
          const parsed = JSON.parse(body) as { picks: unknown[] };
          resolve({ ms, ok: true, picks: parsed.picks.length });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', (err) => resolve({ ms: performance.now() - t0, ok: false, picks: 0, error: err.message }));
  });
}

/** GET /health on the gateway every 50 ms while the readers read: what one bare HTTP hop costs meanwhile. */
function probeHealth(base: URL, until: () => boolean): Promise<number[]> {
  return (async () => {
    const ms: number[] = [];
    while (!until()) {
      const t0 = performance.now();
      const ok = await new Promise<boolean>((resolve) => {
        const req = http.get({ host: base.hostname, port: base.port, path: '/health', agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200));
        });
        req.on('error', () => resolve(false));
      });
      if (ok) ms.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
    return ms;
  })();
}

async function read(url: string, tokens: string[], seconds: number): Promise<void> {
  const base = new URL(url);
  const t0 = Date.now();
  let finished = false;
  const health = probeHealth(base, () => finished);
  const gap = (seconds * 1000) / tokens.length;
  const results = await Promise.all(
    tokens.map(async (token, i) => {
      const wait = t0 + i * gap - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      return readOnce(base, token);
    }),
  );
  finished = true;
  const healthMs = await health;
  const errors = results.filter((r) => !r.ok);
  process.send?.({
    reads: {
      ms: results.filter((r) => r.ok).map((r) => r.ms),
      errors: errors.length,
      samples: [...new Set(errors.map((e) => e.error))].slice(0, 3),
      withPicks: results.filter((r) => r.picks > 0).length,
      spanMs: Date.now() - t0,
      healthMs,
    },
  });
}

process.on('message', (m: { read?: { url: string; tokens: string[]; seconds: number } }) => {
  if (m.read) void read(m.read.url, m.read.tokens, m.read.seconds);
});
process.on('disconnect', () => process.exit(0));
