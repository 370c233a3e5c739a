// Outgoing mail is written to the `mail` table in the same transaction as the token it carries.
// With SMTP_URL a sender delivers pending rows through nodemailer (retrying with backoff); without
// it the table is the dev mailbox that ListMail reads.
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { listenForNotifications, type Logger, type Pool, type Queryable } from '@gary/platform';
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
}

export async function queueMail(db: Queryable, to: string, content: MailContent, at: Date): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO mail (id, recipient, subject, text_body, html_body, links, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    id,
    to,
    content.subject,
    content.text,
    content.html,
    content.links,
    at,
  ]);
  await db.query(`SELECT pg_notify('auth_mail', $1)`, [id]);
  return id;
}

export async function listMail(db: Queryable, opts: { to?: string; limit: number }): Promise<MailRow[]> {
  const { rows } = await db.query<MailRow>(
    `SELECT id, recipient, subject, text_body, html_body, links, created_at, sent_at FROM mail
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
  let stopped = false;
  let running: Promise<number> | null = null;

  async function sendOne(): Promise<boolean> {
    const client = await opts.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<MailRow & { attempts: number }>(
        `SELECT id, recipient, subject, text_body, html_body, attempts FROM mail
         WHERE sent_at IS NULL AND attempts < 8
           AND (attempts = 0 OR created_at + make_interval(secs => power(2, attempts) * 5) < $1)
         ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [opts.now()],
      );
      const m = rows[0];
      if (!m) {
        await client.query('ROLLBACK');
        return false;
      }
      try {
        await transport.sendMail({ from: opts.from, to: m.recipient, subject: m.subject, text: m.text_body, html: m.html_body });
        await client.query('UPDATE mail SET sent_at = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1', [m.id, opts.now()]);
      } catch (err) {
        opts.logger.warn({ err: (err as Error).message, mailId: m.id }, 'SMTP delivery failed; will retry');
        await client.query('UPDATE mail SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [m.id, String((err as Error).message).slice(0, 500)]);
      }
      await client.query('COMMIT');
      return true;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  function flush(): Promise<number> {
    if (running) return running;
    running = (async () => {
      let n = 0;
      while (!stopped && (await sendOne())) n++;
      return n;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const tick = () => void flush().catch((err) => opts.logger.warn({ err }, 'mail sender failed'));
  const timer = setInterval(tick, opts.pollMs ?? 2_000);
  timer.unref();
  const listener = listenForNotifications({ pool: opts.pool, channel: 'auth_mail', label: 'mail', logger: opts.logger, onNotify: tick });

  return {
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running.catch(() => undefined);
      await listener.stop();
      transport.close();
    },
  };
}
