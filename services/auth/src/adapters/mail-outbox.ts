// Outgoing mail is written to the `mail` table in the same transaction as the token it carries.
// With SMTP_URL a sender delivers pending rows through nodemailer (retrying with backoff); without
// it the table is the dev mailbox that ListMail reads.
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { startRowDelivery, type Logger, type Pool, type Queryable } from '@gary/platform';
import type { MailContent } from '../domain/mail-templates';

export interface MailRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  links: string[];
  created_at: Date;
  sent_at: Date | null;
  headers?: Record<string, string>;
}

export async function queueMail(db: Queryable, to: string, content: MailContent, at: Date, headers: Record<string, string> = {}): Promise<string> {
  const [id] = await queueMails(db, [{ to, content, headers }], at);
  return id!;
}

/** Several mails in one statement (the alert sender writes a batch of deliveries at once); one wake-up for the sender. */
export async function queueMails(db: Queryable, mails: { to: string; content: MailContent; headers?: Record<string, string> }[], at: Date): Promise<string[]> {
  if (mails.length === 0) return [];
  const ids = mails.map(() => randomUUID());
  await db.query(
    `INSERT INTO mail (id, recipient, subject, text_body, html_body, links, created_at, headers)
     SELECT t.id, t.recipient, t.subject, t.text_body, t.html_body, ARRAY(SELECT jsonb_array_elements_text(t.links)), $1, t.headers
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[], $8::jsonb[]) AS t (id, recipient, subject, text_body, html_body, links, headers)`,
    [
      at,
      ids,
      mails.map((m) => m.to),
      mails.map((m) => m.content.subject),
      mails.map((m) => m.content.text),
      mails.map((m) => m.content.html),
      mails.map((m) => JSON.stringify(m.content.links)),
      mails.map((m) => JSON.stringify(m.headers ?? {})),
    ],
  );
  await db.query(`SELECT pg_notify('auth_mail', $1)`, [ids.length === 1 ? ids[0] : '']);
  return ids;
}

export async function listMail(db: Queryable, opts: { to?: string; limit: number }): Promise<MailRow[]> {
  const { rows } = await db.query<MailRow>(
    `SELECT id, recipient, subject, text_body, html_body, links, created_at, sent_at, headers FROM mail
     WHERE ($1::text IS NULL OR recipient = $1) ORDER BY created_at DESC, id LIMIT $2`,
    [opts.to ?? null, opts.limit],
  );
  return rows;
}

export interface MailSender {
  /** Sends what is pending now; returns how many were delivered. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/** Delivers pending mail over SMTP. Rows are claimed with SKIP LOCKED, so replicas never send one twice. */
export function startSmtpSender(opts: { pool: Pool; smtpUrl: string; from: string; logger: Logger; pollMs?: number; now: () => Date }): MailSender {
  const transport = nodemailer.createTransport(opts.smtpUrl);

  return startRowDelivery<MailRow & { attempts: number }>({
    pool: opts.pool,
    claim: async (tx) =>
      (
        await tx.query<MailRow & { attempts: number }>(
          `SELECT id, recipient, subject, text_body, html_body, headers, attempts FROM mail
            WHERE sent_at IS NULL AND attempts < 8
              AND (attempts = 0 OR created_at + make_interval(secs => power(2, attempts) * 5) < $1)
            ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [opts.now()],
        )
      ).rows[0],
    deliver: async (tx, m) => {
      await transport.sendMail({ from: opts.from, to: m.recipient, subject: m.subject, text: m.text_body, html: m.html_body, headers: m.headers ?? {} });
      await tx.query('UPDATE mail SET sent_at = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1', [m.id, opts.now()]);
    },
    retryLater: async (tx, m, message) => {
      await tx.query('UPDATE mail SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [m.id, message]);
    },
    what: 'SMTP mail',
    pollMs: opts.pollMs ?? 2_000,
    logger: opts.logger,
    listen: { channel: 'auth_mail', label: 'mail' },
    onStop: () => transport.close(),
  });
}
