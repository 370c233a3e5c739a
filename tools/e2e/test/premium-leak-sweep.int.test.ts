// The premium leak sweep: "Paid content is gated on the server and nothing a user may not read
// leaves the server in any form (ids, hashes, slugs, errors, neighbouring routes)".
//
// The real product (`make start` in a child process, as the browser tests run it). As Pro, the sweep
// learns what is paid today: the text, label and reasoning of every pick a free caller sees locked,
// Gary's thoughts on those games, every prop, and the Parlay of the Day (its id and its legs' text). Then, for anonymous, guest, free and Pro callers,
// it calls every GET route of the gateway's OpenAPI document (/api/docs, so a new route is swept
// without being named here), with path parameters filled from ids seen in earlier answers and one
// call per value of each enumerated query parameter, and searches each answer for that content, for
// ids made from content (the team-slug pick ids and hashed prop ids stored before ids were opaque),
// and for Gary's side on a locked game in the thoughts. The free account has tried to ride a locked
// pick by its id first, so a hole in deciding would show in its decisions, BetCard and stream.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, easternDate, easternWallTimeToUtc, pickLabel } from '@gary/betting';
import { buyPro, call, confirmedAccount, HttpError, productDb, signIn, startProduct, waitForParlay, waitForPicks, type ApiPick, type Product } from '../src';

type Role = 'anonymous' | 'guest' | 'free' | 'pro';
const ROLES: Role[] = ['anonymous', 'guest', 'free', 'pro'];
const PASSWORD = 'sweep-the-bear-42';

let product: Product;
const tokens: Partial<Record<Role, string>> = {};

interface Secret {
  what: string;
  text: string;
  /** A pick's start: once its game has started the pick log serves its record to anyone. */
  gameTime?: string;
  /** The pick or prop it is of: once graded it is public (the Billfold), which a late-night sweep sees happen. */
  item?: string;
}
interface Answer {
  role: Role;
  route: string;
  url: string;
  status: number;
  body: string;
  at: number;
}

// Content-derived ids: 'NBA-2026-11-23-houston-rockets-3-05m93og' (league, date, team slug, index,
// FNV-1a of the pick) and 'prop_20261123_<16 hex of SHA-256>'.
const CONTENT_IDS = [/\b(?:MLB|NBA|NHL|NFL|EPL)-\d{4}-\d{2}-\d{2}-[a-z0-9-]+-\d+-[a-z0-9]{7}\b/, /\bprop_\d{8}_[0-9a-f]{16}\b/];

async function getRaw(url: string, token?: string): Promise<{ status: number; body: string }> {
  // The stream never ends: read what it sends in the first seconds (its first event is the card).
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 4_000);
  try {
    const res = await fetch(product.baseUrl + url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: abort.signal });
    let body = '';
    if (res.body) {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          body += decoder.decode(chunk, { stream: true });
          if ((res.headers.get('content-type') ?? '').includes('text/event-stream') && /\nevent: stats\ndata: .*\n\n/.test(`\n${body}`)) break;
        }
      } catch {
        // aborted mid-stream: keep what arrived
      }
    }
    return { status: res.status, body };
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

/** Sentences of a text long enough to be its own (short template phrases are shared by many picks). */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter((s) => s.length >= 40);

/**
 * LEAK_SWEEP_AT=HH:MM (US Eastern): the sweep runs with the product's clock at the next such time
 * (the card changes at midnight and at 10:00: it is run at 10:00, 23:00 and 01:00 ET). The product
 * starts at 10:00 ET of the card's day, makes its run there, then its clock moves to that time, so
 * the card shown is the one a reader sees then. Unset: the machine's clock.
 */
function sweepClock(): { start: Date; at: Date } | null {
  const m = /^(\d{2}):(\d{2})$/.exec(process.env.LEAK_SWEEP_AT ?? '');
  if (!m) return null;
  const today = (easternDate(new Date()) as { value: string }).value;
  for (const d of [0, 1]) {
    const day = (addDays(today, d) as { value: string }).value;
    const at = easternWallTimeToUtc(day, Number(m[1]), Number(m[2]));
    if (!at.ok || at.value.getTime() <= Date.now()) continue;
    const cardDay = Number(m[1]) >= 10 ? day : (addDays(day, -1) as { value: string }).value;
    return { start: (easternWallTimeToUtc(cardDay, 10) as { value: Date }).value, at: at.value };
  }
  return null;
}

/** How far the product's clock runs ahead of the machine's (0 unless LEAK_SWEEP_AT shifts it). */
let clockOffsetMs = 0;
const productNow = () => Date.now() + clockOffsetMs;

beforeAll(async () => {
  const clock = sweepClock();
  const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-clock-')), 'now');
  if (clock) fs.writeFileSync(clockFile, clock.start.toISOString());
  product = await startProduct({ env: clock ? { GARY_CLOCK_FILE: clockFile } : {} });
  await waitForPicks(product.baseUrl, 3);
  // The card's parlay is built just after its picks show: the clock moves once the card is out whole.
  await waitForParlay(product.baseUrl);
  if (clock) {
    fs.writeFileSync(clockFile, clock.at.toISOString());
    clockOffsetMs = clock.at.getTime() - Date.now();
    await new Promise((r) => setTimeout(r, 2_000)); // the clock file is read within 200 ms; the picks cache lives 1 s
    await waitForPicks(product.baseUrl, 3);
  }
  tokens.guest = (await call<{ accessToken: string }>(product.baseUrl, 'POST', '/api/auth/guest')).accessToken;
  await confirmedAccount(product.baseUrl, 'sweep-free@example.com', PASSWORD);
  tokens.free = (await signIn(product.baseUrl, 'sweep-free@example.com', PASSWORD)).accessToken;
  await confirmedAccount(product.baseUrl, 'sweep-pro@example.com', PASSWORD);
  tokens.pro = (await signIn(product.baseUrl, 'sweep-pro@example.com', PASSWORD)).accessToken;
  await buyPro(product.baseUrl, tokens.pro);
}, 300_000);

afterAll(async () => {
  const code = await product?.stop();
  if (code !== 0 && code !== undefined) console.warn(`the product exited with ${code}:\n${product.output().slice(-3000)}`);
});

type Day = { date: string; plan: string; picks: ApiPick[] };
type ThoughtGame = { id: string; locked?: boolean; garyPicks: { spread?: string; moneyline?: string; rationale?: string } };
type OpenParlay = { parlayId: string; date: string; legCount: number; locked: false; legs: { pickId: string; pick: string; gameTime: string; result?: string | null }[] };
type ParlayDay = { parlay: OpenParlay | { date: string; legCount: number; gameDay: string | null; locked: true } | null };
type PropCard = { id: string; locked: boolean; player?: string; prop?: string; bet?: string; line?: number; analysis?: string[]; result?: string | null };

describe('the premium leak sweep', () => {
  const secrets: Secret[] = [];
  const lockedEvents = new Set<string>();
  let lockedPicks: ApiPick[] = [];
  let parlay: OpenParlay | null = null;
  /** The locked pick a lapsed Pro plan left a ride on in the free account's history. */
  let lapsed: ApiPick | null = null;

  test('as Pro: what is paid today (the picks a free caller sees locked, their games\' thoughts, the props)', async () => {
    const pro = await call<Day>(product.baseUrl, 'GET', '/api/picks/today', { token: tokens.pro });
    const free = await call<Day>(product.baseUrl, 'GET', '/api/picks/today', { token: tokens.free });
    expect([pro.plan, free.plan]).toEqual(['pro', 'free']);
    const lockedIds = new Set(free.picks.filter((p) => p.locked).map((p) => p.pickId));
    // A graded pick is public (on the Billfold) though the carousel keeps it locked: paid content is the ungraded ones.
    lockedPicks = pro.picks.filter((p) => lockedIds.has(p.pickId) && p.status !== 'graded');
    expect(lockedPicks.length).toBeGreaterThanOrEqual(2);

    const allRationales = pro.picks.map((p) => p.rationale ?? '');
    for (const p of lockedPicks) {
      const gameTime = p.gameTime;
      secrets.push({ what: `pick text of ${p.pickId}`, text: p.pick!, gameTime, item: p.pickId });
      if (pickLabel(p.pick).length >= 8) secrets.push({ what: `pick label of ${p.pickId}`, text: pickLabel(p.pick), gameTime, item: p.pickId });
      if (p.rationale) {
        secrets.push({ what: `rationale of ${p.pickId}`, text: p.rationale, gameTime, item: p.pickId });
        for (const s of sentences(p.rationale)) if (allRationales.filter((r) => r.includes(s)).length === 1) secrets.push({ what: `rationale sentence of ${p.pickId}`, text: s, gameTime, item: p.pickId });
      }
    }

    // The price to beat of a locked pick ("playable to +6.5 (-110)"), where no other pick of the day shares it.
    for (const p of lockedPicks) {
      const text = p.priceToBeat?.text;
      if (text && pro.picks.filter((x) => x.priceToBeat?.text === text).length === 1) secrets.push({ what: `price to beat of ${p.pickId}`, text, gameTime: p.gameTime, item: p.pickId });
    }

    // Bet or Lean of a locked pick (issue 26): a Bet's suggested stake (as the answer carries it) and a
    // Lean's price to become a Bet, where no other pick of the day shares it.
    const callOf = (x: ApiPick) => x as unknown as { stake?: number | null; betPriceText?: string | null };
    for (const p of lockedPicks) {
      const { stake, betPriceText } = callOf(p);
      if (typeof stake === 'number' && pro.picks.filter((x) => callOf(x).stake === stake).length === 1) secrets.push({ what: `stake of ${p.pickId}`, text: `"stake":${stake},`, gameTime: p.gameTime, item: p.pickId });
      if (betPriceText && pro.picks.filter((x) => callOf(x).betPriceText === betPriceText).length === 1) secrets.push({ what: `bet price of ${p.pickId}`, text: betPriceText, gameTime: p.gameTime, item: p.pickId });
    }

    // The Pro analysis of a locked pick (/api/picks/{pickId}/analysis, the back of its card): what
    // would change Gary's mind, where no other pick of the day says the same.
    const analysisOf = (x: ApiPick) => ((x as unknown as { analysis?: { changeMind?: string[] } | null }).analysis?.changeMind ?? []);
    for (const p of lockedPicks) {
      for (const line of analysisOf(p)) {
        if (line.length >= 40 && pro.picks.filter((x) => analysisOf(x).includes(line)).length === 1) secrets.push({ what: `analysis of ${p.pickId}`, text: line, gameTime: p.gameTime, item: p.pickId });
      }
    }
    expect(secrets.some((x) => x.what.startsWith('analysis of'))).toBe(true);

    // The games of the locked picks, by their slate ids (the thoughts and odds routes use them).
    for (const league of new Set(lockedPicks.map((p) => p.league))) {
      const date = lockedPicks.find((p) => p.league === league)!.gameTime;
      const slate = await call<{ games: { id: string; homeTeam: string; awayTeam: string; commenceTime: string }[] }>(
        product.baseUrl, 'GET', `/api/slate?sport=${league}&date=${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(date))}`,
      );
      for (const p of lockedPicks.filter((x) => x.league === league)) {
        const g = slate.games.find((x) => x.homeTeam === p.homeTeam && x.awayTeam === p.awayTeam && Date.parse(x.commenceTime) === Date.parse(p.gameTime));
        if (g) lockedEvents.add(g.id);
      }
    }
    expect(lockedEvents.size).toBeGreaterThanOrEqual(1);

    for (const sport of ['NBA', 'MLB', 'NHL']) {
      const t = await call<{ games: ThoughtGame[] }>(product.baseUrl, 'GET', `/api/thoughts?sport=${sport}`, { token: tokens.pro });
      for (const g of t.games.filter((x) => lockedEvents.has(x.id))) {
        if (g.garyPicks.rationale) secrets.push({ what: `thoughts on locked game ${g.id}`, text: g.garyPicks.rationale });
      }
    }

    const props = await call<{ props: PropCard[] }>(product.baseUrl, 'GET', '/api/props/today', { token: tokens.pro });
    // A graded prop is public (the Billfold's props): paid content is the ungraded ones.
    for (const p of props.props.filter((x) => !x.locked && !x.result)) {
      if (p.player && p.bet && p.line !== undefined) secrets.push({ what: `prop ${p.id}`, text: `${p.player} ${p.bet[0]!.toUpperCase()}${p.bet.slice(1)} ${p.line}`, item: p.id });
      for (const a of p.analysis ?? []) for (const s of sentences(a)) secrets.push({ what: `prop analysis of ${p.id}`, text: s, item: p.id });
    }

    // Parlay of the Day is Pro-only: its id and its legs' text (but the free pick's, which is public
    // anyway) are paid; a free caller's card holds its date and leg count only.
    const parlayPro = await call<ParlayDay>(product.baseUrl, 'GET', '/api/parlays/today', { token: tokens.pro });
    const parlayFree = await call<ParlayDay>(product.baseUrl, 'GET', '/api/parlays/today', { token: tokens.free });
    expect(parlayPro.parlay?.locked).toBe(false);
    parlay = parlayPro.parlay as OpenParlay;
    // The locked card's game day is the card's, from the game times every caller sees on the locked pick cards.
    const cardDays = new Set(free.picks.map((p) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(p.gameTime))));
    // Its day comes from the public game times of all its run's picks (on this card, and tomorrow's
    // when the run took games after midnight): a day of this card, or null when the run spans days.
    const { gameDay: parlayDay, ...lockedParlay } = parlayFree.parlay as { gameDay: string | null };
    expect(lockedParlay).toEqual({ date: parlay.date, legCount: parlay.legCount, locked: true });
    expect(parlayDay === null || (cardDays.size === 1 && cardDays.has(parlayDay))).toBe(true);
    const freeText = free.picks.find((p) => !p.locked)?.pick;
    // A leg may be the free pick of its own card (tomorrow's, when the run took games after midnight):
    // every card's free pick is public, so only the other legs are paid.
    const engineDb = productDb(product.pgPort, 'pick-engine');
    const cardFree = new Set(
      await engineDb
        .query<{ free_pick_id: string | null }>('SELECT free_pick_id FROM cards')
        .then((r) => r.rows.map((x) => x.free_pick_id).filter((x): x is string => x !== null))
        .finally(() => engineDb.end()),
    );
    secrets.push({ what: 'the parlay id', text: parlay.parlayId });
    // A graded leg is a graded pick: public on the Billfold.
    for (const l of parlay.legs.filter((x) => x.pick !== freeText && !cardFree.has(x.pickId) && !x.result)) {
      secrets.push({ what: `parlay leg ${l.pickId}`, text: l.pick, gameTime: l.gameTime, item: l.pickId });
      if (pickLabel(l.pick).length >= 8) secrets.push({ what: `parlay leg label ${l.pickId}`, text: pickLabel(l.pick), gameTime: l.gameTime, item: l.pickId });
    }
    expect(secrets.length).toBeGreaterThanOrEqual(4);
  }, 120_000);

  test('"Deciding is for picks the user may read": a locked pick ridden by its id is refused like an unknown one; Pro rides it', async () => {
    const target = lockedPicks[0]!;
    const refuse = async (pickId: string) => {
      try {
        await call(product.baseUrl, 'POST', '/api/decisions', { token: tokens.free, body: { pickId, decision: 'ride' } });
        return { status: 200, body: 'decided' };
      } catch (err) {
        return { status: (err as HttpError).status, body: (err as HttpError).body };
      }
    };
    const locked = await refuse(target.pickId);
    const unknown = await refuse(`pk_${'x'.repeat(26)}`);
    expect(locked).toEqual(unknown);
    expect(locked.status).toBe(404);
    // The free pick is the free account's to ride; Pro rides a locked one (so Pro's answers carry it).
    // Late at night (a sweep at 23:00 ET) their games may have started: a started pick takes no decision.
    const freePick = (await call<Day>(product.baseUrl, 'GET', '/api/picks/today', { token: tokens.free })).picks.find((p) => !p.locked)!;
    if (freePick.status === 'open') await call(product.baseUrl, 'POST', '/api/decisions', { token: tokens.free, body: { pickId: freePick.pickId, decision: 'fade' } });
    if (target.status === 'open') await call(product.baseUrl, 'POST', '/api/decisions', { token: tokens.pro, body: { pickId: target.pickId, decision: 'ride' } });
    // The parlay likewise: refused to the free account as an unknown pick; Pro rides it.
    expect(await refuse(parlay!.parlayId)).toEqual(unknown);
    await call(product.baseUrl, 'POST', '/api/decisions', { token: tokens.pro, body: { pickId: parlay!.parlayId, decision: 'ride' } }).catch((err: unknown) => {
      // Late at night its first game may have started: closed, never anything else.
      if (!(err instanceof HttpError && err.status === 412)) throw err;
    });
    // A Pro plan that lapsed leaves a ride on a locked pick in the free account's history, as stored
    // then: its decisions, BetCard and data export (/api/me/export) must still not show the pick.
    const me = await call<{ user: { id: string } }>(product.baseUrl, 'GET', '/api/me', { token: tokens.free });
    // The latest game of the card: the last to be graded (then public) while a late-night sweep runs.
    lapsed = [...lockedPicks.slice(1)].sort((a, b) => Date.parse(b.gameTime) - Date.parse(a.gameTime))[0]!;
    const db = productDb(product.pgPort, 'decisions');
    try {
      await db.query(
        `INSERT INTO decisions (user_id, pick_id, decision, decided_at, decided_on) VALUES ($1, $2, 'ride', now(), (now() AT TIME ZONE 'America/New_York')::date)`,
        [me.user.id, lapsed.pickId],
      );
    } finally {
      await db.end();
    }
  }, 60_000);

  test('every GET route of /api/docs, for anonymous, guest, free and Pro: nothing a caller may not read', async () => {
    const docs = await call<{ paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean; schema?: { enum?: string[]; default?: unknown } }[] }>> }>(
      product.baseUrl, 'GET', '/api/docs',
    );
    const routes = Object.entries(docs.paths).filter(([, ops]) => ops.get).map(([path, ops]) => ({ path, params: ops.get!.parameters ?? [] }));
    expect(routes.length).toBeGreaterThanOrEqual(15);
    // Query values the document does not enumerate for routes that take a sport.
    const sportOf: Record<string, string[]> = { '/api/thoughts': ['NBA', 'MLB', 'NHL'], '/api/slate': ['NBA', 'MLB', 'NHL', 'NFL', 'EPL'], '/api/scores': ['NBA', 'MLB', 'NHL', 'NFL', 'EPL'] };
    const seenIds = new Set<string>(lockedEvents);
    // Pick ids for {pickId} parameters (the pick log's proof and bundle): the locked picks first.
    // The latest games first: late at night they are the last to be graded (and become public).
    const seenPickIds = new Set<string>([...lockedPicks].sort((a, b) => Date.parse(b.gameTime) - Date.parse(a.gameTime)).map((p) => p.pickId));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(productNow()));
    // Query values for routes whose parameters are not enumerated: today's checkpoints, a consistency proof.
    const queryOf: Record<string, string[]> = { '/api/ledger/checkpoints': [`date=${today}`], '/api/ledger/consistency': ['from=0&to=1', 'from=1&to=2'] };
    const answers: Answer[] = [];

    const urlsOf = (route: { path: string; params: { name: string; in: string; schema?: { enum?: string[] } }[] }): string[] => {
      const variants: string[] = [''];
      for (const q of route.params.filter((x) => x.in === 'query')) {
        const values = q.schema?.enum ?? (q.name === 'sport' ? sportOf[route.path] : undefined);
        for (const v of values ?? []) variants.push(`${q.name}=${encodeURIComponent(v)}`);
      }
      for (const v of route.params.some((x) => x.name === 'sport') ? [] : (sportOf[route.path] ?? [])) variants.push(`sport=${v}`);
      variants.push(...(queryOf[route.path] ?? []));
      const ids = route.path.includes('{pickId}') ? [...seenPickIds].slice(0, 12) : [...seenIds].slice(0, 12);
      const paths = route.path.includes('{') ? ids.map((id) => route.path.replace(/\{\w+\}/g, encodeURIComponent(id))) : [route.path];
      return paths.flatMap((p) => variants.map((v) => (v ? `${p}?${v}` : p)));
    };

    // Routes without path parameters first: their answers hold the ids the others are called with.
    const ordered = [...routes].sort((a, b) => Number(a.path.includes('{')) - Number(b.path.includes('{')));
    for (const route of ordered) {
      for (const role of ROLES) {
        for (const url of urlsOf(route)) {
          const res = await getRaw(url, tokens[role]);
          answers.push({ role, route: route.path, url, status: res.status, body: res.body, at: productNow() });
          for (const m of res.body.matchAll(/"(?:id|eventId)":"([^"]{1,200})"/g)) seenIds.add(m[1]!);
          for (const m of res.body.matchAll(/"pickId":"([^"]{1,200})"/g)) seenPickIds.add(m[1]!);
        }
      }
    }

    // Games end and are graded while a late-night sweep runs: what is graded by its end is public.
    const gradedNow = new Set<string>();
    const proPicks = await call<Day>(product.baseUrl, 'GET', '/api/picks/today', { token: tokens.pro });
    for (const p of proPicks.picks) if (p.status === 'graded') gradedNow.add(p.pickId);
    for (const p of (await call<{ props: PropCard[] }>(product.baseUrl, 'GET', '/api/props/today', { token: tokens.pro })).props) if (p.result) gradedNow.add(p.id);
    const proParlay = (await call<ParlayDay>(product.baseUrl, 'GET', '/api/parlays/today', { token: tokens.pro })).parlay;
    if (proParlay && !proParlay.locked) for (const l of proParlay.legs) if (l.result) gradedNow.add(l.pickId);
    const leaks: string[] = [];
    for (const a of answers) {
      for (const re of CONTENT_IDS) {
        const m = re.exec(a.body);
        if (m) leaks.push(`${a.role} GET ${a.url}: an id made from a pick's content (${m[0]})`);
      }
      if (a.role === 'pro') continue;
      for (const s of secrets) {
        // "Once the game starts the record is public": the pick log may serve a started pick's record.
        if (a.route.startsWith('/api/ledger/') && s.gameTime && Date.parse(s.gameTime) <= a.at) continue;
        if (s.item && gradedNow.has(s.item)) continue;
        if (a.body.includes(s.text)) leaks.push(`${a.role} GET ${a.url}: ${s.what}`);
      }
      // Gary's side of a locked game's spread or moneyline, in any answer shaped like thoughts.
      try {
        const walk = (v: unknown): void => {
          if (Array.isArray(v)) return v.forEach(walk);
          if (!v || typeof v !== 'object') return;
          const o = v as Record<string, unknown>;
          const gp = o['garyPicks'] as Record<string, unknown> | undefined;
          if (typeof o['id'] === 'string' && lockedEvents.has(o['id']) && gp && (gp['spread'] !== undefined || gp['moneyline'] !== undefined || gp['rationale'])) {
            leaks.push(`${a.role} GET ${a.url}: Gary's side on locked game ${o['id']}`);
          }
          Object.values(o).forEach(walk);
        };
        walk(JSON.parse(a.body));
      } catch {
        // not JSON (the stream): searched as text above
      }
    }
    // The search finds what it looks for: Pro's own answers hold the paid content.
    const proBodies = answers.filter((a) => a.role === 'pro').map((a) => a.body).join('\n');
    expect(secrets.filter((s) => s.what.startsWith('pick text') || s.what.startsWith('parlay leg ') || s.what === 'the parlay id').every((s) => proBodies.includes(s.text))).toBe(true);
    expect(answers.some((a) => a.role === 'free' && a.route === '/api/decisions/mine' && a.status === 200)).toBe(true);
    expect(answers.some((a) => a.role === 'free' && a.route === '/api/stats/stream' && a.body.includes('event: stats'))).toBe(true);
    // A member's data export was swept in both formats with real answers holding their history (the
    // lapsed ride on a locked pick among it), and Gary's record export answered anyone.
    for (const format of ['json', 'csv']) {
      const e = answers.find((a) => a.role === 'free' && a.url === `/api/me/export?format=${format}`);
      expect([format, e?.status, e?.body.includes('sweep-free@example.com')]).toEqual([format, 200, true]);
      // Locked; or, when its game was graded while the sweep ran, maybe already shown (then it is on the public Billfold).
      expect(e!.body.includes('locked') || (gradedNow.has(lapsed!.pickId) && e!.body.includes(lapsed!.pick!))).toBe(true);
    }
    expect(answers.some((a) => a.role === 'anonymous' && a.url === '/api/record/export?format=csv' && a.status === 200)).toBe(true);
    // The pick log was swept with real answers: a locked pick's proof (leaf hash, no record) for a free
    // caller before its game, and its record for Pro.
    const proofs = (role: Role, gameAhead: boolean) =>
      answers.filter((a) => a.role === role && a.route === '/api/ledger/proof/{pickId}' && a.status === 200)
        .map((a) => ({ a, body: JSON.parse(a.body) as { leafHash: string; record: { pickId: string } | null } }))
        .filter(({ a }) => lockedPicks.some((p) => a.url.endsWith(encodeURIComponent(p.pickId)) && Date.parse(p.gameTime) > a.at === gameAhead));
    const lockedProof = (role: Role) => proofs(role, true);
    // Late at night every game of the card shown has started (its records are public then, the
    // proof showing they were logged before): the sweep checks what the hour offers.
    if (lockedPicks.some((p) => Date.parse(p.gameTime) > productNow())) expect(lockedProof('free').length).toBeGreaterThanOrEqual(1);
    else expect(proofs('free', false).length).toBeGreaterThanOrEqual(1);
    expect(lockedProof('free').every(({ body }) => body.record === null && body.leafHash.length === 44)).toBe(true);
    expect(proofs('free', false).every(({ body }) => body.record !== null)).toBe(true);
    expect(lockedProof('pro').every(({ body }) => body.record !== null)).toBe(true);
    // The per-pick analysis page's route was swept with the locked picks' ids: the unknown-id 404 for
    // everyone but Pro, who reads it (a pick graded while the sweep ran is public: left out).
    const analysisAnswers = (role: Role) =>
      answers.filter((a) => a.role === role && a.route === '/api/picks/{pickId}/analysis' && lockedPicks.some((p) => !gradedNow.has(p.pickId) && a.url === `/api/picks/${encodeURIComponent(p.pickId)}/analysis`));
    // (At 01:00 ET the card shown is the evening's, whose games may all be graded by the sweep's end.)
    const swept = new Set(answers.filter((a) => a.route === '/api/picks/{pickId}/analysis').map((a) => a.url));
    const stillPaid = lockedPicks.filter((p) => !gradedNow.has(p.pickId) && swept.has(`/api/picks/${encodeURIComponent(p.pickId)}/analysis`)).length;
    for (const role of ['anonymous', 'guest', 'free'] as const) {
      expect(analysisAnswers(role).length).toBeGreaterThanOrEqual(Math.min(2, stillPaid));
      expect(analysisAnswers(role).every((a) => a.status === 404 && JSON.parse(a.body).error.code === 'pick_not_found')).toBe(true);
    }
    expect(analysisAnswers('pro').every((a) => a.status === 200 && JSON.parse(a.body).pick.analysis !== undefined)).toBe(true);
    expect(answers.some((a) => a.route === '/api/ledger/checkpoint' && a.status === 200 && /^\S+\n\d+\n\S+=\n\n— /.test(a.body))).toBe(true);

    const routeCount = new Set(answers.map((a) => a.route)).size;
    console.log(`leak sweep: ${ROLES.length} roles x ${routeCount} routes (${answers.length} calls, ${secrets.length} paid strings), ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  }, 900_000);
});
