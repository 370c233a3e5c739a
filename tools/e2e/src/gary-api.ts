// What the browser tests do outside the browser, over the same HTTP API (docs/api.md) and the
// operator command an admin is made with: read the dev mailbox, set up the admin who finishes a
// game, find a pick's game on the slate.
import { spawn } from 'node:child_process';
import { createPool, schemaOf, type Pool } from '@gary/platform';
import { REPO_ROOT } from './product';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what}: HTTP ${status} ${body.slice(0, 400)}`);
  }
}

export async function call<T>(baseUrl: string, method: string, path: string, opts: { token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new HttpError(res.status, text, `${method} ${path}`);
  return (text ? JSON.parse(text) : null) as T;
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
  links: string[];
}

/**
 * The newest link in mail to `to` whose path is `pathname` (e.g. /confirm), waiting for it to arrive.
 * The dev mailbox shows mail only to its addressee: an account not confirmed yet proves it is theirs
 * with its password (`POST /api/dev/mailbox`), as a newcomer does on the /dev/mailbox page.
 */
export async function mailedLink(baseUrl: string, to: string, password: string, pathname: string, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { messages } = await call<{ messages: MailMessage[] }>(baseUrl, 'POST', '/api/dev/mailbox', { body: { email: to, password } });
    const link = messages
      .filter((m) => m.to.toLowerCase() === to.toLowerCase())
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
      .flatMap((m) => m.links)
      .find((l) => new URL(l).pathname === pathname);
    if (link) return link;
    if (Date.now() > until) throw new Error(`no mail to ${to} with a ${pathname} link after ${timeoutMs} ms (mailbox: ${messages.map((m) => m.subject).join('; ') || 'empty'})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** `npm run -w @gary/auth admin:grant -- <email>` against the product's database. */
export function grantAdmin(email: string, pgPort: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn('npm', ['run', '--silent', '-w', '@gary/auth', 'admin:grant', '--', email], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', PG_PORT: String(pgPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`admin:grant ${email} exited ${code}: ${out}`))));
  });
}

/**
 * A service's schema in the product's database (`make start`'s embedded PostgreSQL on pgPort), for
 * setting up history a test cannot make through the screens in its time (months of graded picks).
 */
export function productDb(pgPort: number, service: string): Pool {
  return createPool({ url: `postgres://postgres:gary-test@127.0.0.1:${pgPort}/gary`, schema: schemaOf(service), max: 1, applicationName: 'e2e-setup' });
}

/** A confirmed account made through the API: sign up, then the link mailed to it. */
export async function confirmedAccount(baseUrl: string, email: string, password: string): Promise<void> {
  await call(baseUrl, 'POST', '/api/auth/signup', { body: { email, password, dateOfBirth: '1990-04-01' } });
  const link = await mailedLink(baseUrl, email, password, '/confirm');
  await call(baseUrl, 'POST', '/api/auth/confirm', { body: { token: new URL(link).searchParams.get('token') ?? '' } });
}

export function signIn(baseUrl: string, email: string, password: string): Promise<{ accessToken: string; user: { id: string; role?: string } }> {
  return call(baseUrl, 'POST', '/api/auth/signin', { body: { email, password } });
}

/** Makes the signed-in account Pro through the checkout simulator (embedded mode): checkout, then pay. */
export async function buyPro(baseUrl: string, token: string): Promise<void> {
  const { url } = await call<{ url: string }>(baseUrl, 'POST', '/api/billing/checkout', { token });
  const id = new URL(url, baseUrl).pathname.split('/').pop()!;
  const res = await fetch(`${baseUrl}/dev/checkout/${id}/pay`, { method: 'POST', redirect: 'manual' });
  if (res.status !== 303) throw new Error(`checkout simulator pay: HTTP ${res.status}`);
}

export interface ApiPick {
  pickId: string;
  league: string;
  gameTime: string;
  homeTeam: string;
  awayTeam: string;
  matchup: string;
  locked: boolean;
  pick?: string;
  odds?: number;
  confidence?: number;
  rationale?: string;
  status?: string;
  result?: string;
  /** Price to beat and live prices (Pro, or the free pick). */
  priceToBeat?: { price: number; line: number; text: string } | null;
  live?: { status: string; bestPrice: number | null; bestLine: number | null; bestBook: string | null; fairPrice: number | null; books: { book: string; title: string; line: number; price: number; best: boolean }[] } | null;
}

/** The Eastern calendar date of an instant (the slate's date key). */
export function easternDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** The id of a pick's game: the slate game of its league and Eastern date with the same teams and start. */
export async function eventIdOf(baseUrl: string, pick: ApiPick): Promise<string> {
  type Slate = { games: { id: string; homeTeam: string; awayTeam: string; commenceTime: string }[] };
  const slate = await call<Slate>(baseUrl, 'GET', `/api/slate?sport=${encodeURIComponent(pick.league)}&date=${easternDate(pick.gameTime)}`);
  const game = slate.games.find(
    (g) => g.homeTeam === pick.homeTeam && g.awayTeam === pick.awayTeam && Date.parse(g.commenceTime) === Date.parse(pick.gameTime),
  );
  if (!game) throw new Error(`no ${pick.league} game ${pick.awayTeam} @ ${pick.homeTeam} at ${pick.gameTime} on the slate`);
  return game.id;
}

/**
 * Waits for today's picks: the embedded stack generates them at start-up when missing, which may
 * finish after the gateway is healthy. Fails saying what was last seen.
 */
export async function waitForPicks(baseUrl: string, min: number, timeoutMs = 120_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    try {
      const day = await call<{ date: string; picks: unknown[] }>(baseUrl, 'GET', '/api/picks/today');
      if (day.picks.length >= min) return day.picks.length;
      last = `${day.picks.length} picks for ${day.date}`;
    } catch (err) {
      last = (err as Error).message;
    }
    if (Date.now() > until) throw new Error(`fewer than ${min} picks after ${timeoutMs} ms (last: ${last})`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Waits for the Parlay of the Day of the card shown (built right after the card's picks are stored,
 * so a little after they appear): a test that moves the product's clock waits for it first.
 */
export async function waitForParlay(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    try {
      const day = await call<{ date: string; parlay: unknown }>(baseUrl, 'GET', '/api/parlays/today');
      if (day.parlay) return;
      last = `no parlay for ${day.date}`;
    } catch (err) {
      last = (err as Error).message;
    }
    if (Date.now() > until) throw new Error(`no Parlay of the Day after ${timeoutMs} ms (last: ${last})`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
