// Times GET /api/leaderboard one call at a time from a process of its own, as a browser would ask:
// the client's own work (parsing, garbage) stays out of the processes being measured.
import http from 'node:http';
import { timed } from './timed';

interface Job {
  url: string;
  /** Also timed: the gateway's /health, one HTTP hop with no work behind it. */
  healthUrl: string;
  tokens: string[];
  samples: number;
}

function get(agent: http.Agent, url: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: token ? { authorization: `Bearer ${token}` } : {} }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

process.once('message', (job: Job) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const leaderboard = () =>
    timed(job.samples, async (i) => {
      const res = await get(agent, job.url, job.tokens[i % job.tokens.length]!);
      if (res.status !== 200) throw new Error(`GET /api/leaderboard answered ${res.status}: ${res.body.slice(0, 200)}`);
      const page = JSON.parse(res.body) as { rows: unknown[]; me: unknown };
      if (page.rows.length !== 20 || !page.me) throw new Error(`leaderboard answered ${page.rows.length} rows and ${page.me ? 'a' : 'no'} rank`);
    });
  const health = () =>
    timed(job.samples, async () => {
      const res = await get(agent, job.healthUrl, '');
      if (res.status !== 200) throw new Error(`GET /health answered ${res.status}`);
    });
  leaderboard()
    .then(async (t) => process.send?.({ result: { leaderboard: t, health: await health() } }))
    .catch((err: unknown) => process.send?.({ error: err instanceof Error ? err.message : String(err) }))
    .finally(() => {
      agent.destroy();
      setTimeout(() => process.exit(0), 50);
    });
});
