// "Under 21 gets no alerts": the alert checks read the whole play state (a break in force, under 21,
// no date of birth yet), both when an alert.requested event on the real Kafka topic is turned into
// delivery rows and when the alert sender sends a row that was queued earlier (before the account
// gave an under-21 date of birth, or by a release that did not check the age). Real Postgres.
import { randomUUID } from 'node:crypto';
import { makeEvent, type EventData } from '@gary/contracts';
import { createKafkaBus, type EventBus } from '@gary/platform';
import { linkToken, startAuth, STRONG, type AuthUnderTest } from './auth-test-kit';

jest.setTimeout(90_000);

const clock = new Date('2026-11-27T15:00:00Z'); // 10:00 Eastern: born 2008 is under 21, born 1990 is not
let sut: AuthUnderTest;
let kafka: ReturnType<typeof createKafkaBus>;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  kafka = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: `auth-alerts-age-${run}` });
  await kafka.ensureTopics();
  // This run's own consumer group, so no other run's auth takes its events.
  const bus: EventBus = { ...kafka, publish: (e) => kafka.publish(e), subscribe: (o) => kafka.subscribe({ ...o, groupId: `${o.groupId}-${run}` }), close: async () => {} } as EventBus;
  sut = await startAuth({ bus, adapters: { now: () => clock }, env: { ALERT_POLL_MS: '100' } });
}, 120_000);
afterAll(async () => {
  await sut?.stop();
  await kafka?.close();
});

const self = (userId: string) => ({ userId, role: 'user' });
async function member(name: string): Promise<{ id: string; email: string }> {
  const email = `${name}-${run}@example.com`;
  const { user } = await sut.client.SignUp({ email, password: STRONG, ip: '192.0.2.61', dateOfBirth: '1990-04-01' });
  await sut.client.Confirm({ token: await linkToken(sut, email, 'confirm') });
  return { id: user!.id, email };
}
/** An account made before sign-up asked for a date of birth (the column was added empty). */
const withoutDateOfBirth = (id: string) => sut.pool.query('UPDATE users SET date_of_birth = NULL WHERE id = $1', [id]);
/** Such an account answering the one-time question with an under-21 date (the only way one exists). */
async function underTwentyOne(name: string): Promise<{ id: string; email: string }> {
  const m = await member(name);
  await withoutDateOfBirth(m.id);
  expect((await sut.client.SetDateOfBirth({ userId: m.id, dateOfBirth: '2008-01-01' }, self(m.id))).state).toBe('under_age');
  return m;
}

function alert(userIds: string[]): EventData<'alert.requested'> {
  return {
    kind: 'recap', // mail is on by default for the recap
    ref: `recap-${randomUUID()}`,
    userIds,
    title: `Gone dead ${run}: Orlando Magic -9.5 -111`,
    body: 'No featured book offers Orlando Magic -9.5 at -111 or better any more.',
    url: '/betcard',
    freeVariant: null,
    requestedAt: clock.toISOString(),
  };
}
async function until<T>(what: string, f: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const deliveries = async (ref: string) =>
  (await sut.pool.query<{ user_id: string; sent_at: Date | null; dropped: string | null }>('SELECT user_id, sent_at, dropped FROM alert_deliveries WHERE ref = $1', [ref])).rows;
const mailsTo = async (email: string, subject: string) => (await sut.pool.query('SELECT 1 FROM mail WHERE recipient = $1 AND subject = $2', [email, subject])).rows;

describe('"alerts use the whole play state at enqueue and at send"', () => {
  test('at enqueue: an account under 21 and one without a date of birth get no delivery rows and no mail; an adult in the same alert does', async () => {
    const adult = await member('adult');
    const young = await underTwentyOne('young');
    const unknown = await member('unknown');
    await withoutDateOfBirth(unknown.id);
    const a = alert([adult.id, young.id, unknown.id]);
    await kafka.publish([makeEvent('alert.requested', { source: 'decisions', key: a.ref, data: a })]);
    await until("the adult's mail", async () => (await mailsTo(adult.email, a.title)).length === 1);
    // The recap goes by mail and push by default: the adult's rows only.
    expect([...new Set((await deliveries(a.ref)).map((d) => d.user_id))]).toEqual([adult.id]);
    expect(await mailsTo(young.email, a.title)).toHaveLength(0);
    expect(await mailsTo(unknown.email, a.title)).toHaveLength(0);
  });

  test('at send: rows queued earlier for an account now under 21 or without a date of birth are dropped unsent; an adult\'s row goes out', async () => {
    const adult = await member('adult2');
    const young = await underTwentyOne('young2');
    const unknown = await member('unknown2');
    await withoutDateOfBirth(unknown.id);
    const a = alert([]);
    // Rows as an earlier enqueue left them: due now, email.
    for (const u of [adult, young, unknown]) {
      await sut.pool.query(
        `INSERT INTO alert_deliveries (id, user_id, kind, ref, channel, title, body, url, due_at, next_at, created_at)
         VALUES ($1, $2, $3, $4, 'email', $5, $6, $7, $8, $8, $8)`,
        [randomUUID(), u.id, a.kind, a.ref, a.title, a.body, a.url, clock],
      );
    }
    await sut.pool.query(`SELECT pg_notify('auth_alerts', '')`);
    await until('every row handled', async () => (await deliveries(a.ref)).every((d) => d.sent_at || d.dropped));
    const byUser = new Map((await deliveries(a.ref)).map((d) => [d.user_id, d.dropped ?? (d.sent_at ? 'sent' : 'waiting')]));
    expect([byUser.get(adult.id), byUser.get(young.id), byUser.get(unknown.id)]).toEqual(['sent', 'break', 'break']);
    expect(await mailsTo(young.email, a.title)).toHaveLength(0);
    expect(await mailsTo(unknown.email, a.title)).toHaveLength(0);
    expect(await mailsTo(adult.email, a.title)).toHaveLength(1);
  });
});
