// Alerts (auth owns them): my preferences per kind and channel, my time zone and quiet hours, my
// browsers' web push subscriptions, and the mail's one-click unsubscribe, which works without
// sign-in through the signed token in its link (RFC 8058: the List-Unsubscribe-Post request, or the
// page the link opens with its one button). Nothing is sent from here: auth's sender sends.
import type { authV1 } from '@gary/protos';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireMember } from '../plugins/caller.plugin';
import { parse } from '../validate';

const SIGN_IN = 'Sign in to manage your alerts.';
const KINDS = ['picks-out', 'pick-dead', 'pick-alive', 'pick-scratched', 'recap'] as const;
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM (24-hour clock)');

const settingsBody = z
  .object({
    timeZone: z.string().min(1).max(64).optional(),
    quietHours: z.object({ start: clock, end: clock }).strict().nullable().optional(),
    prefs: z.array(z.object({ kind: z.enum(KINDS), channel: z.enum(['email', 'push']), on: z.boolean() }).strict()).max(20).optional(),
  })
  .strict();
const pushBody = z
  .object({
    endpoint: z.string().url().max(2000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }).strict(),
  })
  .strict();
const removeBody = z.object({ endpoint: z.string().min(1).max(2000) }).strict();
const tokenQuery = z.object({ token: z.string().min(1).max(300) }).loose();

export function alertsView(s: authV1.AlertSettings__Output) {
  const prefs: Record<string, { email: boolean; push: boolean }> = {};
  for (const p of s.prefs) prefs[p.kind] = { ...(prefs[p.kind] ?? { email: false, push: false }), [p.channel]: p.on };
  return {
    timeZone: s.timeZone,
    quietHours: s.quietStart && s.quietEnd ? { start: s.quietStart, end: s.quietEnd } : null,
    prefs,
    pushSubscriptions: s.pushSubscriptions,
    vapidPublicKey: s.vapidPublicKey,
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const KIND_NAMES: Record<string, string> = {
  'picks-out': "the day's picks are out",
  'pick-dead': 'a pick you decided went dead',
  'pick-alive': 'a pick you decided came back',
  'pick-scratched': 'a pick you decided was scratched',
  recap: 'the morning recap',
};
// An icon of its own (empty), so a browser asks for no /favicon.ico, which the gateway does not serve.
function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Gary alerts</title><link rel="icon" href="data:,"></head><body style="font-family:sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem">${body}<p><a href="/betcard">Alert settings on your BetCard</a></p></body></html>`);
}

export async function alertsRoutes(app: FastifyInstance): Promise<void> {
  const guard = requireMember(SIGN_IN);
  const auth = () => app.services('auth');

  app.get('/api/me/alerts', { preHandler: guard, config: { openapi: { summary: 'My alert settings: preferences per kind and channel, time zone, quiet hours, push subscriptions and the VAPID key to subscribe with', tags: ['alerts'], auth: 'member' } } }, async (req) =>
    alertsView(await auth().GetAlertSettings({ userId: req.caller!.userId }, app.callOptions(req))),
  );

  app.put(
    '/api/me/alerts',
    { preHandler: guard, config: { openapi: { summary: 'Change my alert preferences, time zone (IANA) or quiet hours (null: none)', tags: ['alerts'], auth: 'member', body: settingsBody } } },
    async (req) => {
      const b = parse(settingsBody, req.body ?? {});
      const s = await auth().UpdateAlertSettings(
        {
          userId: req.caller!.userId,
          timeZone: b.timeZone,
          setQuiet: b.quietHours !== undefined,
          quietStart: b.quietHours?.start ?? '',
          quietEnd: b.quietHours?.end ?? '',
          prefs: b.prefs ?? [],
        },
        app.callOptions(req),
      );
      return alertsView(s);
    },
  );

  app.post(
    '/api/me/alerts/push',
    { preHandler: guard, config: { openapi: { summary: "Add this browser's push subscription (PushSubscription.toJSON())", tags: ['alerts'], auth: 'member', body: pushBody } } },
    async (req) => {
      const b = parse(pushBody, req.body ?? {});
      return alertsView(await auth().AddPushSubscription({ userId: req.caller!.userId, endpoint: b.endpoint, p256dh: b.keys.p256dh, auth: b.keys.auth }, app.callOptions(req)));
    },
  );

  app.post(
    '/api/me/alerts/push/remove',
    { preHandler: guard, config: { openapi: { summary: "Remove this browser's push subscription", tags: ['alerts'], auth: 'member', body: removeBody } } },
    async (req) => alertsView(await auth().RemovePushSubscription({ userId: req.caller!.userId, endpoint: parse(removeBody, req.body ?? {}).endpoint }, app.callOptions(req))),
  );

  // One-click unsubscribe: the mail client's POST (body "List-Unsubscribe=One-Click") and the page's button.
  await app.register(async (scoped: FastifyInstance) => {
    scoped.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));

    scoped.get('/api/alerts/unsubscribe', { config: { openapi: { summary: "The mail's unsubscribe link: a page with one button (no sign-in; the token is signed)", tags: ['alerts'], auth: 'none', query: tokenQuery } } }, async (req, reply) => {
      const q = parse(tokenQuery, req.query ?? {});
      return page(
        reply,
        200,
        `<h1>Unsubscribe</h1><form method="post" action="/api/alerts/unsubscribe?token=${encodeURIComponent(q.token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop these emails</button></form>`,
      );
    });

    scoped.post('/api/alerts/unsubscribe', { config: { openapi: { summary: 'One-click unsubscribe (RFC 8058): turns that kind of alert mail off', tags: ['alerts'], auth: 'none', query: tokenQuery } } }, async (req, reply) => {
      // A token that does not verify is auth's 400 invalid_token, in the JSON error envelope.
      const r = await auth().UnsubscribeAlert({ token: parse(tokenQuery, req.query ?? {}).token }, app.callOptions(req));
      return page(reply, 200, `<h1>Unsubscribed</h1><p>No more emails for ${esc(KIND_NAMES[r.kind] ?? r.kind)}.</p>`);
    });
  });
}
