// Alerts from end to end on real Postgres and Kafka: decisions asks (alert.requested in its outbox,
// relayed to Kafka), auth sends (its consumer queues, its sender writes the mail). The dev mailbox
// (auth's ListMail, read as the /dev/mailbox page reads it: the address and its password) shows the
// picks-out, scratch and recap mails, each with a one-click unsubscribe (List-Unsubscribe headers and
// a link) whose token turns that kind of mail off without sign-in. Both services share the test's
// clock (adapters.now).
import { randomUUID } from 'node:crypto';
import * as auth from '@gary/auth';
import * as decisions from '@gary/decisions';
import { makeEvent, type EventData } from '@gary/contracts';
import { createKafkaBus, type EventBus } from '@gary/platform';
import { startServiceForTest, type ServiceUnderTest } from '@gary/testinfra';

jest.setTimeout(180_000);

let t = Date.parse('2026-11-18T14:50:00Z');
const now = () => new Date(t);
const run = randomUUID().slice(0, 8);
const PASSWORD = 'ride-the-bear-42';
let kafka: ReturnType<typeof createKafkaBus>;
let authSut: ServiceUnderTest<'auth'>;
let decSut: ServiceUnderTest<'decisions'>;

beforeAll(async () => {
  kafka = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: `alerts-mail-${run}` });
  await kafka.ensureTopics();
  // This run's own consumer groups, so no other run's services take its events.
  const bus = { ...kafka, subscribe: (o: Parameters<EventBus['subscribe']>[0]) => kafka.subscribe({ ...o, groupId: `${o.groupId}-${run}` }), close: async () => {} } as EventBus;
  authSut = await startServiceForTest({ name: 'auth', readConfig: auth.readConfig, start: auth.start, bus, adapters: { now }, env: { PUBLIC_ORIGIN: 'http://gary.test', ALERT_POLL_MS: '200' } });
  decSut = await startServiceForTest({ name: 'decisions', readConfig: decisions.readConfig, start: (c, a) => decisions.start(c, a), bus, adapters: { now } });
}, 150_000);
afterAll(async () => {
  await decSut?.stop();
  await authSut?.stop();
  await kafka?.close();
});

async function until<T>(what: string, f: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function member(name: string): Promise<{ id: string; email: string }> {
  const email = `${name}-${run}@example.com`;
  const { user } = await authSut.client.SignUp({ email, password: PASSWORD, ip: '192.0.2.70', dateOfBirth: '1990-04-01' });
  const link = await until('the confirmation mail', async () => {
    const { rows } = await authSut.pool.query<{ links: string[] }>('SELECT links FROM mail WHERE recipient = $1', [email]);
    return rows.flatMap((r) => r.links).find((l) => l.startsWith('http://gary.test/confirm?token='));
  });
  await authSut.client.Confirm({ token: decodeURIComponent(link.split('token=')[1]!) });
  return { id: user!.id, email };
}

function pick(n: number, over: Partial<EventData<'pick.published'>>): EventData<'pick.published'> {
  return {
    pickId: `alerts-${run}-${n}`,
    date: '2026-11-18',
    league: 'NBA',
    eventId: `ev-${run}-${n}`,
    homeTeam: 'Boston Celtics',
    awayTeam: 'New York Knicks',
    matchup: 'Knicks @ Celtics',
    gameTime: '2026-11-19T00:30:00Z',
    pick: 'Celtics -4.5 -110',
    odds: -110,
    type: 'spread',
    side: 'home',
    line: -4.5,
    confidence: 0.6,
    publishedAt: now().toISOString(),
    ...over,
  };
}

it('"the dev mailbox shows the picks-out, scratch and recap mails, each with a working unsubscribe"', async () => {
  const fan = await member('fan');
  const picks = [
    pick(1, { confidence: 0.8 }),
    pick(2, { pick: 'Suns +6.5 -110', matchup: 'Suns @ Nuggets', homeTeam: 'Denver Nuggets', awayTeam: 'Phoenix Suns', confidence: 0.55 }),
  ];
  await kafka.publish(picks.map((p) => makeEvent('pick.published', { source: 'pick-engine', key: p.pickId, data: p })));
  // decisions knows the user (user.registered, through auth's outbox and Kafka) and both picks.
  await until('decisions to know the user and the picks', async () => {
    const u = await decSut.pool.query('SELECT 1 FROM user_stats WHERE user_id = $1', [fan.id]);
    const p = await decSut.pool.query('SELECT 1 FROM picks WHERE pick_id = ANY($1)', [picks.map((p) => p.pickId)]);
    return u.rowCount === 1 && p.rowCount === 2;
  });
  await decSut.client.Decide({ userId: fan.id, pickId: picks[0]!.pickId, decision: 'ride' }, { userId: fan.id });
  await decSut.client.Decide({ userId: fan.id, pickId: picks[1]!.pickId, decision: 'fade' }, { userId: fan.id });

  // 10:03 ET: the day's card is the one shown (pick-engine's card.shown names its free pick).
  t = Date.parse('2026-11-18T15:03:00Z');
  await kafka.publish([
    makeEvent('card.shown', {
      source: 'pick-engine',
      key: '2026-11-18',
      data: {
        date: '2026-11-18',
        shownFrom: '2026-11-18T15:00:00.000Z',
        shownAt: now().toISOString(),
        freePickId: picks[0]!.pickId,
        picks: picks.map((p) => ({ pickId: p.pickId, league: p.league, pick: p.pick, odds: p.odds, matchup: p.matchup })),
      },
    }),
  ]);
  // The second game is postponed: its pick is scratched.
  await kafka.publish([
    makeEvent('pick.corrected', {
      source: 'pick-engine',
      key: picks[1]!.pickId,
      data: { correctionId: `c-${run}`, pickId: picks[1]!.pickId, eventId: picks[1]!.eventId, date: '2026-11-18', league: 'NBA', revision: 1, kind: 'postponed', oldResult: null, newResult: 'void', oldFinalScore: null, newFinalScore: '', reason: 'Postponed by the league', source: 'provider', correctedAt: now().toISOString() },
    }),
    makeEvent('pick.graded', {
      source: 'pick-engine',
      key: picks[0]!.pickId,
      data: { pickId: picks[0]!.pickId, eventId: picks[0]!.eventId, date: '2026-11-18', league: 'NBA', result: 'won', finalScore: '112-104', odds: -110, closingOdds: -125, closingNoVig: 0.54, gradedAt: now().toISOString() },
    }),
  ]);
  await until('the grade and the scratch in decisions', async () => {
    const { rows } = await decSut.pool.query<{ result: string | null }>('SELECT result FROM picks WHERE pick_id = ANY($1) ORDER BY pick_id', [picks.map((p) => p.pickId)]);
    return rows.map((r) => r.result).join(',') === 'won,void';
  });
  // 08:00 ET the next morning: the recap.
  t = Date.parse('2026-11-19T13:00:00Z');
  await (decSut.handle as decisions.DecisionsHandle).jobs.run('alerts-recap');

  const mailbox = async () => (await authSut.client.ListMail({ to: fan.email, password: PASSWORD, limit: 50, ip: '192.0.2.70' })).messages;
  // A free account: the picks-out mail names the free pick only (the highest confidence).
  const subjects = ["Today's free pick is out", 'Scratched: Suns @ Nuggets', 'Your picks for 2026-11-18: 1-0-0, +0.91 units'];
  try {
    await until('the three mails', async () => {
      const { rows } = await authSut.pool.query<{ subject: string }>('SELECT subject FROM mail WHERE recipient = $1', [fan.email]);
      return subjects.every((s) => rows.some((x) => x.subject === s));
    });
  } catch (err) {
    const mail = (await authSut.pool.query('SELECT subject FROM mail WHERE recipient = $1', [fan.email])).rows;
    const asked = (await decSut.pool.query(`SELECT envelope->'data'->>'kind' AS kind, envelope->'data'->>'title' AS title, published_at FROM outbox WHERE topic = 'alert.requested'`)).rows;
    const rows = (await authSut.pool.query('SELECT kind, channel, title, sent_at, dropped, last_error FROM alert_deliveries')).rows;
    throw new Error(`${(err as Error).message}\nmail: ${JSON.stringify(mail)}\nasked: ${JSON.stringify(asked)}\ndeliveries: ${JSON.stringify(rows)}`);
  }
  // Read once, as the mailbox page does (it is rate-limited like a sign-in).
  const mails = await mailbox();

  const picksOut = mails.find((m) => m.subject === subjects[0])!;
  expect(picksOut.text).toContain('Celtics -4.5 -110');
  expect(picksOut.text).toContain('1 more pick is on Pro');
  expect(picksOut.text).not.toContain('Suns');
  expect(mails.find((m) => m.subject === subjects[1])!.text).toContain('Postponed by the league');
  const recap = mails.find((m) => m.subject === subjects[2])!;
  // CLV as the Billfold computes it: the closing fair 54% less -110's break-even 52.38%.
  expect(recap.text).toContain('Rode Celtics -4.5 -110: win, +0.91 u, CLV +1.6 pts');

  const kinds = ['picks-out', 'pick-scratched', 'recap'];
  for (const [i, subject] of subjects.entries()) {
    const m = mails.find((x) => x.subject === subject)!;
    const { rows } = await authSut.pool.query<{ headers: Record<string, string> }>('SELECT headers FROM mail WHERE id = $1', [m.id]);
    expect(rows[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = m.links.find((l) => l.startsWith('http://gary.test/api/alerts/unsubscribe?token='))!;
    expect(rows[0]!.headers['List-Unsubscribe']).toBe(`<${link}>`);
    // No caller at all: the token is the proof.
    expect(await authSut.client.UnsubscribeAlert({ token: new URL(link).searchParams.get('token')! })).toEqual({ kind: kinds[i] });
  }
  const s = await authSut.client.GetAlertSettings({ userId: fan.id }, { userId: fan.id, role: 'user' });
  for (const k of kinds) expect(s.prefs.find((p) => p.kind === k && p.channel === 'email')!.on).toBe(false);
  expect(s.prefs.find((p) => p.kind === 'picks-out' && p.channel === 'push')!.on).toBe(true);
});
