// With SMTP_URL the confirmation mail goes out over SMTP (nodemailer) to a local SMTP server, and
// the dev mailbox is closed.
import net from 'node:net';
import { failure, startAuth, STRONG } from './auth-test-kit';

/** A minimal SMTP server on 127.0.0.1 that records each message's envelope and data. */
function startSmtpServer(): Promise<{ port: number; messages: { to: string[]; data: string }[]; close(): Promise<void> }> {
  const messages: { to: string[]; data: string }[] = [];
  const server = net.createServer((sock) => {
    let to: string[] = [];
    let data: string | null = null;
    let buf = '';
    sock.write('220 test ESMTP\r\n');
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push({ to, data: data + buf.slice(0, end) });
          buf = buf.slice(end + 5);
          data = null;
          to = [];
          sock.write('250 queued\r\n');
          continue;
        }
        const nl = buf.indexOf('\r\n');
        if (nl < 0) return;
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 2);
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') sock.write('250 test\r\n');
        else if (cmd === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          sock.write('250 ok\r\n');
        } else if (cmd === 'DATA') {
          data = '';
          sock.write('354 go on\r\n');
        } else if (cmd === 'QUIT') {
          sock.end('221 bye\r\n');
        } else sock.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as net.AddressInfo).port, messages, close: () => new Promise((r) => server.close(() => r())) }),
    ),
  );
}

it('confirmation mail is delivered over SMTP_URL and the dev mailbox is closed', async () => {
  const smtp = await startSmtpServer();
  const sut = await startAuth({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Gary <gary@gary.test>' } });
  try {
    await sut.client.SignUp({ email: 'smtp@example.com', password: STRONG, dateOfBirth: '1990-04-01' });
    const deadline = Date.now() + 10_000;
    while (smtp.messages.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(['smtp@example.com']);
    expect(smtp.messages[0]!.data).toContain('Subject: Confirm your email for Gary');
    expect(smtp.messages[0]!.data).toContain('http://gary.test/confirm?token=');
    // The server has the message before the sender commits sent_at: wait for the commit.
    let sentAt: Date | null = null;
    while (!sentAt && Date.now() < deadline) {
      sentAt = (await sut.pool.query('SELECT sent_at FROM mail')).rows[0].sent_at;
      if (!sentAt) await new Promise((r) => setTimeout(r, 20));
    }
    expect(sentAt).not.toBeNull();
    expect((await failure(sut.client.ListMail({}))).code).toBe('mailbox_disabled');
  } finally {
    await sut.stop();
    await smtp.close();
  }
});
