// Alerts in auth over real Postgres and Kafka: an alert.requested event on the topic becomes mail
// (dev mailbox, with one-click unsubscribe) and web push, sent by the alert sender to the test's
// own push service, which decrypts the message with the subscription's private key (RFC 8291).
// The service's clock is moved by the test (adapters.now).
import { randomUUID } from 'node:crypto';
import { makeEvent, type EventData } from '@gary/contracts';
import { createKafkaBus, type EventBus } from '@gary/platform';
import { linkToken, startAuth, STRONG, type AuthUnderTest } from './auth-test-kit';
import { browserSubscription, decryptWebPush, startPushService, verifyVapid, type BrowserSubscription } from './push-service';

jest.setTimeout(90_000);

let clock = new Date('2026-11-27T15:00:00Z'); // 10:00 Eastern, 07:00 Pacific
let sut: AuthUnderTest;
let kafka: ReturnType<typeof createKafkaBus>;
let push: Awaited<ReturnType<typeof startPushService>>;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  kafka = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: `auth-alerts-${run}` });
  await kafka.ensureTopics();
  // This run's own consumer group, so no other run's auth takes its events.
  const bus: EventBus = { ...kafka, publish: (e) => kafka.publish(e), subscribe: (o) => kafka.subscribe({ ...o, groupId: `${o.groupId}-${run}` }), close: async () => {} } as EventBus;
  push = await startPushService();
  sut = await startAuth({ bus, adapters: { now: () => clock }, env: { ALERT_POLL_MS: '100', ALERT_PUSH_TEST_LOOPBACK: 'true' } });
}, 120_000);
afterAll(async () => {
  await sut?.stop();
  await kafka?.close();
  await push?.close();
});

const self = (userId: string) => ({ userId, role: 'user' });
async function member(name: string): Promise<{ id: string; email: string }> {
  const email = `${name}-${run}@example.com`;
  const { user } = await sut.client.SignUp({ email, password: STRONG, ip: '192.0.2.60', dateOfBirth: '1990-04-01' });
  await sut.client.Confirm({ token: await linkToken(sut, email, 'confirm') });
  return { id: user!.id, email };
}
async function subscribe(userId: string, path: string): Promise<BrowserSubscription> {
  const s = browserSubscription(`${push.origin}${path}`);
  await sut.client.AddPushSubscription({ userId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth }, self(userId));
  return s;
}
function alert(over: Partial<EventData<'alert.requested'>>): EventData<'alert.requested'> {
  return {
    kind: 'pick-dead',
    ref: `pick-${randomUUID()}`,
    userIds: null,
    title: 'Your pick went dead: Lakers -3.5',
    body: 'No featured book offers Lakers -3.5 at -125 or better any more.',
    url: '/betcard',
    freeVariant: null,
    requestedAt: clock.toISOString(),
    ...over,
  };
}
const publish = (a: EventData<'alert.requested'>) => kafka.publish([makeEvent('alert.requested', { source: 'decisions', key: a.ref, data: a })]);
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
  (await sut.pool.query<{ user_id: string; channel: string; sent_at: Date | null; dropped: string | null; due_at: Date }>('SELECT user_id, channel, sent_at, dropped, due_at FROM alert_deliveries WHERE ref = $1', [ref])).rows;
const mailsTo = async (email: string, subject: string) =>
  (await sut.pool.query<{ subject: string; text_body: string; links: string[]; headers: Record<string, string> }>('SELECT subject, text_body, links, headers FROM mail WHERE recipient = $1 AND subject = $2', [email, subject])).rows;

describe('"at most one message per kind per pick", sent through the outbox, Kafka and the alert sender', () => {
  it('"web push with the standard protocol": the push service receives an aes128gcm message the subscription\'s key decrypts, signed with the VAPID key; "an alert goes out once"; a 410 removes the subscription', async () => {
    const ann = await member('ann');
    const live = await subscribe(ann.id, `/live/${run}`);
    await subscribe(ann.id, `/gone/${run}`);
    const settings = await sut.client.GetAlertSettings({ userId: ann.id }, self(ann.id));
    expect(settings.pushSubscriptions).toBe(2);

    const a = alert({ userIds: [ann.id] });
    await publish(a);
    await publish(a); // the same alert requested twice (a replayed event under a new id)
    await until('the push', async () => (await deliveries(a.ref)).filter((d) => d.sent_at).length === 1);
    await new Promise((r) => setTimeout(r, 1_500)); // room for a second message, were there one

    const toLive = push.requests.filter((r) => r.path === `/live/${run}`);
    expect(toLive).toHaveLength(1);
    expect(toLive[0]!.headers['content-encoding']).toBe('aes128gcm');
    const claims = verifyVapid(toLive[0]!.headers.authorization, settings.vapidPublicKey);
    expect(claims.aud).toBe(push.origin);
    const message = JSON.parse(decryptWebPush(toLive[0]!.body, live));
    expect(message).toMatchObject({ title: a.title, body: a.body, url: 'http://gary.test/betcard', kind: 'pick-dead' });

    // The push service said 410 for the other subscription: it is gone.
    expect(push.requests.filter((r) => r.path === `/gone/${run}`)).toHaveLength(1);
    expect((await sut.client.GetAlertSettings({ userId: ann.id }, self(ann.id))).pushSubscriptions).toBe(1);
    // pick-dead by mail is off by default; push is on: exactly one push row, no mail.
    expect((await deliveries(a.ref)).map((d) => d.channel).sort()).toEqual(['push']);
    expect(await mailsTo(ann.email, a.title)).toHaveLength(0);
  });

  it('"preferences per kind and channel": mail only where email is on, none where the user turned it off, and the mail\'s one-click unsubscribe turns that kind off without sign-in', async () => {
    const bo = await member('bo');
    const cy = await member('cy');
    await sut.client.UpdateAlertSettings({ userId: cy.id, setQuiet: false, quietStart: '', quietEnd: '', prefs: [{ kind: 'pick-scratched', channel: 'email', on: false }] }, self(cy.id));
    const a = alert({ kind: 'pick-scratched', title: `Scratched ${run}: Celtics at Knicks`, userIds: [bo.id, cy.id] });
    await publish(a);
    await until('bo\'s mail', async () => (await mailsTo(bo.email, a.title)).length === 1);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await mailsTo(cy.email, a.title)).toHaveLength(0);
    const [mail] = await mailsTo(bo.email, a.title);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsub = /^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
    expect(mail!.links).toContain(unsub);
    expect(mail!.text_body).toContain(unsub);
    const token = decodeURIComponent(new URL(unsub).searchParams.get('token')!);
    expect(await sut.client.UnsubscribeAlert({ token })).toEqual({ kind: 'pick-scratched' });
    const after = await sut.client.GetAlertSettings({ userId: bo.id }, self(bo.id));
    expect(after.prefs.find((p) => p.kind === 'pick-scratched' && p.channel === 'email')!.on).toBe(false);
    expect(after.prefs.find((p) => p.kind === 'recap' && p.channel === 'email')!.on).toBe(true);
    // A forged or altered token does nothing.
    await expect(sut.client.UnsubscribeAlert({ token: token.slice(0, -2) + 'xx' })).rejects.toMatchObject({ code: 'invalid_token' });
  });

  it('"quiet hours in the user\'s time zone": a message due in quiet hours waits until they end', async () => {
    const di = await member('di');
    await sut.client.UpdateAlertSettings({ userId: di.id, timeZone: 'America/Los_Angeles', setQuiet: true, quietStart: '22:00', quietEnd: '08:00', prefs: [] }, self(di.id));
    const a = alert({ kind: 'recap', title: `Your picks ${run}: 2-1, +0.9 units`, userIds: [di.id] });
    await publish(a);
    const [row] = await until('the delivery row', async () => {
      const rows = (await deliveries(a.ref)).filter((d) => d.channel === 'email');
      return rows.length ? rows : null;
    });
    expect(row!.due_at.toISOString()).toBe('2026-11-27T16:00:00.000Z'); // 08:00 Pacific
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await mailsTo(di.email, a.title)).toHaveLength(0);
    clock = new Date('2026-11-27T16:00:30Z');
    await until('the mail after quiet hours', async () => (await mailsTo(di.email, a.title)).length === 1);
  });

  it('"nothing is sent to a user on a cool-off or self-exclusion break", even a message queued before the break began', async () => {
    const ed = await member('ed');
    const fay = await member('fay');
    await sut.client.StartBreak({ userId: ed.id, kind: 'cool_off', period: '24h' }, self(ed.id));
    // fay's message waits for her quiet hours; she starts a break meanwhile.
    await sut.client.UpdateAlertSettings({ userId: fay.id, timeZone: 'UTC', setQuiet: true, quietStart: '00:00', quietEnd: '23:00', prefs: [] }, self(fay.id));
    const a = alert({ kind: 'picks-out', ref: `2026-11-27-${run}`, title: `Gary's picks ${run} are out`, userIds: [ed.id, fay.id] });
    await publish(a);
    await until('fay\'s waiting rows', async () => (await deliveries(a.ref)).length === 2);
    expect((await deliveries(a.ref)).every((d) => d.user_id === fay.id)).toBe(true);
    await sut.client.StartBreak({ userId: fay.id, kind: 'self_exclusion', period: '6m' }, self(fay.id));
    clock = new Date('2026-11-27T23:00:30Z');
    await until('the rows dropped for the break', async () => (await deliveries(a.ref)).every((d) => d.dropped === 'break'));
    expect(await mailsTo(fay.email, a.title)).toHaveLength(0);
    expect(await mailsTo(ed.email, a.title)).toHaveLength(0);
  });

  it('"an alert never carries a pick\'s content to someone who may not read it": the picks-out alert for a free user names only the free pick', async () => {
    const gus = await member('gus');
    const pro = await member('pro');
    await sut.pool.query(`UPDATE users SET plan = 'pro' WHERE id = $1`, [pro.id]);
    const a = alert({
      kind: 'picks-out',
      ref: `2026-11-28-${run}`,
      title: `Gary's 3 picks ${run} are out`,
      body: 'NBA: Lakers -3.5 (-110)\nNHL: Bruins ML (-140)\nMLB: Cubs +120',
      url: '/',
      freeVariant: { title: `Today's free pick ${run} is out`, body: 'NBA: Lakers -3.5 (-110). 2 more picks are on Pro.', url: '/' },
      userIds: [gus.id, pro.id],
    });
    await publish(a);
    await until('both mails', async () => (await mailsTo(gus.email, a.freeVariant!.title)).length === 1 && (await mailsTo(pro.email, a.title)).length === 1);
    const [free] = await mailsTo(gus.email, a.freeVariant!.title);
    expect(free!.text_body).toContain('Lakers -3.5');
    expect(free!.text_body).not.toContain('Bruins');
    expect(free!.text_body).not.toContain('Cubs');
    expect(await mailsTo(gus.email, a.title)).toHaveLength(0);
  });

  it('bad input gets a clear error: an unknown time zone, a malformed clock, a subscription without a P-256 key', async () => {
    const hal = await member('hal');
    await expect(sut.client.UpdateAlertSettings({ userId: hal.id, timeZone: 'Mars/Olympus', setQuiet: false, quietStart: '', quietEnd: '', prefs: [] }, self(hal.id))).rejects.toMatchObject({ code: 'invalid_time_zone' });
    await expect(sut.client.UpdateAlertSettings({ userId: hal.id, setQuiet: true, quietStart: '25:00', quietEnd: '07:00', prefs: [] }, self(hal.id))).rejects.toMatchObject({ code: 'invalid_quiet_hours' });
    await expect(sut.client.AddPushSubscription({ userId: hal.id, endpoint: 'https://push.example/x', p256dh: 'abc', auth: 'def' }, self(hal.id))).rejects.toMatchObject({ code: 'invalid_subscription' });
    await expect(sut.client.AddPushSubscription({ userId: hal.id, endpoint: 'ftp://push.example/x', p256dh: browserSubscription('x').p256dh, auth: browserSubscription('x').auth }, self(hal.id))).rejects.toMatchObject({ code: 'invalid_subscription' });
  });
});
