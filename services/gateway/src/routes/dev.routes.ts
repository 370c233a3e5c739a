// Embedded-mode-only pages (app.ts registers this plugin only when mode is 'embedded'): the dev
// mailbox (mail that would have gone out over SMTP, shown only to its addressee or an admin) and
// the local checkout simulator, a page that says plainly it is a test payment, with Pay and Cancel
// buttons (refused, as /api/billing/checkout is, to an account on a break or held by its age).
import { AppError, kindToHttp } from '@gary/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { playBreakError, type PlayBlock } from '../plugins/play-guard.plugin';
import { parse } from '../validate';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const safeHref = (u: string) => (/^https?:\/\//i.test(u) ? esc(u) : '#');

const STYLE = `body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1b1b1b}
.banner{background:#ffe08a;border:2px dashed #b78100;padding:.8rem 1rem;font-weight:700;border-radius:6px}
.card{border:1px solid #ddd;border-radius:8px;padding:1rem 1.2rem;margin:1rem 0}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f6;padding:.6rem;border-radius:4px}a{overflow-wrap:anywhere}
button{font-size:1.05rem;padding:.6rem 1.4rem;margin-right:.6rem;border-radius:6px;border:1px solid #333;cursor:pointer}
button.pay{background:#1d6f42;color:#fff;border-color:#1d6f42}.muted{color:#666}`;

function page(reply: FastifyReply, title: string, body: string, status = 200) {
  return reply
    .status(status)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`);
}

const mailQuery = z.object({ to: z.string().max(320).optional(), limit: z.coerce.number().int().min(1).max(100).optional() });
const mailProof = z.object({ email: z.string().min(1).max(320), password: z.string().min(1).max(1024), limit: z.coerce.number().int().min(1).max(100).optional() });
const idParams = z.object({ id: z.string().regex(/^cs_sim_[0-9a-f]{24}$/, 'not a checkout id') });

type MailView = { id: string; to: string; subject: string; text: string; html: string; sentAt: string; links: string[] };

const MAILBOX_FORM = `<form method="post" action="/dev/mailbox" class="card">
<p>Mail is shown only to its addressee or an admin. Give the address you signed up with and its password (an account not confirmed yet works too); an admin's address and password show everyone's mail.</p>
<p class="muted">This mailbox is for local development only. Whoever chose an account's password can read its mail here, so a confirmation link opened from here proves only that: it does not prove the address belongs to them. With SMTP configured there is no mailbox, and only the address's owner gets the link.</p>
<p><label>Email <input name="email" type="email" autocomplete="username" required maxlength="320"></label></p>
<p><label>Password <input name="password" type="password" autocomplete="current-password" required maxlength="1024"></label></p>
<button type="submit">Show my mail</button></form>`;

export async function devRoutes(app: FastifyInstance): Promise<void> {
  // The simulator's buttons and the mailbox's form are plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 2048 }, (_req, body, done) => done(null, body));

  // Auth decides who may read what (the forwarded caller, or the address's password): see auth's mailbox-service.
  const listMail = async (req: FastifyRequest, q: { to?: string; limit?: number; password?: string }): Promise<MailView[]> => {
    const { messages } = await app
      .services('auth')
      .ListMail({ to: q.to ?? '', limit: q.limit ?? 50, password: q.password ?? '', ip: req.ip }, app.callOptions(req));
    return messages.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, sentAt: m.sentAt, links: m.links }));
  };

  app.get('/api/dev/mailbox', async (req) => ({ messages: await listMail(req, parse(mailQuery, req.query)) }));
  app.post('/api/dev/mailbox', async (req) => {
    const body = parse(mailProof, req.body);
    return { messages: await listMail(req, { to: body.email, password: body.password, limit: body.limit }) };
  });

  const mailboxPage = (reply: FastifyReply, messages: MailView[] | null, note = '', status = 200) => {
    const items = (messages ?? [])
      .map(
        (m) => `<div class="card"><div><strong>${esc(m.subject)}</strong></div>
<div class="muted">to ${esc(m.to)} · ${esc(m.sentAt)}</div><pre>${esc(m.text)}</pre>
${m.links.map((l) => `<div><a href="${safeHref(l)}">${esc(l)}</a></div>`).join('')}</div>`,
      )
      .join('');
    const list = messages === null ? '' : items || '<p class="muted">No mail yet.</p>';
    return page(
      reply,
      'Dev mailbox',
      `<h1>Dev mailbox</h1><p class="banner">No SMTP server is configured: mail Gary would have sent shows up here instead.</p>${note ? `<p role="alert">${esc(note)}</p>` : ''}${list}${MAILBOX_FORM}`,
      status,
    );
  };

  app.get('/dev/mailbox', async (req, reply) => {
    if (!req.caller) return mailboxPage(reply, null);
    return mailboxPage(reply, await listMail(req, parse(mailQuery, req.query)));
  });

  app.post('/dev/mailbox', async (req, reply) => {
    const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
    const proof = mailProof.safeParse({ email: form.get('email') ?? '', password: form.get('password') ?? '' });
    if (!proof.success) return mailboxPage(reply, null, 'Give an email and its password.', 400);
    try {
      return mailboxPage(reply, await listMail(req, { to: proof.data.email, password: proof.data.password }));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return mailboxPage(reply, null, err.message, kindToHttp(err.kind));
    }
  });

  /**
   * These pages are outside /api, so the play guard does not see them; a checkout opened before a
   * break (or by an account under 21 or without a date of birth) cannot be paid: auth says.
   */
  const playRefusal = async (reply: FastifyReply, c: { id: string; userId: string }) => {
    const s = await app.services('auth').GetPlay({ userId: c.userId });
    if (s.state === 'none') return null;
    const err = playBreakError({ state: s.state as PlayBlock['state'], until: s.state === 'cool_off' ? s.until || null : null });
    return page(reply, 'Test payment', `<p class="banner">TEST PAYMENT</p><div class="card" role="alert"><p>${esc(err.message)}</p><p><a href="/help">Help and responsible play</a></p></div>`, 403);
  };

  app.get('/dev/checkout/:id', async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const c = await app.services('billing').GetSimulatedCheckout({ id });
    if (c.status === 'open') {
      const refused = await playRefusal(reply, c);
      if (refused) return refused;
    }
    const price = `$${(c.amountCents / 100).toFixed(2)}`;
    const actions =
      c.status === 'open'
        ? `<form method="post" action="/dev/checkout/${esc(c.id)}/pay" style="display:inline"><button class="pay" type="submit">Pay ${price}</button></form>
<form method="post" action="/dev/checkout/${esc(c.id)}/cancel" style="display:inline"><button type="submit">Cancel</button></form>`
        : `<p>This checkout is ${esc(c.status)}. <a href="${safeHref(c.status === 'complete' ? c.successUrl : c.cancelUrl)}">Continue</a></p>`;
    return page(
      reply,
      'Test payment',
      `<p class="banner">TEST PAYMENT: this is Gary's local checkout simulator. No card is asked for and no money moves.</p>
<div class="card"><h1>Gary Pro</h1><p><strong>${price} / month</strong> · cancel anytime</p>
<p class="muted">For ${esc(c.email)}</p>${actions}</div>`,
    );
  });

  app.post('/dev/checkout/:id/:outcome', async (req, reply) => {
    const { id, outcome } = parse(idParams.extend({ outcome: z.enum(['pay', 'cancel']) }), req.params);
    try {
      if (outcome === 'pay') {
        const refused = await playRefusal(reply, await app.services('billing').GetSimulatedCheckout({ id }));
        if (refused) return refused;
      }
      const c = await app.services('billing').CompleteSimulatedCheckout({ id, outcome });
      // The success page reads the plan at once; subscription.changed would drop the cached one a moment later.
      if (outcome === 'pay') app.plans.invalidate(c.userId);
      return reply.redirect(outcome === 'pay' ? c.successUrl : c.cancelUrl, 303);
    } catch (err) {
      const message = err instanceof AppError ? err.message : 'Unable to redirect to checkout. Please try again.';
      return page(reply, 'Test payment', `<p class="banner">TEST PAYMENT</p><div class="card"><p>${esc(message)}</p><p><a href="/dev/checkout/${esc(id)}">Back</a></p></div>`, 409);
    }
  });
}
