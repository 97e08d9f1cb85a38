import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { createHarness } from '../test/harness.ts';
import { only } from '../test/rows.ts';
import { deliverOutbox, queueMail, smtpSender } from './mail.ts';

/** A tiny SMTP server that records the conversation (port from this work's assigned range). */
async function fakeSmtp(port: number) {
  const commands: string[] = [];
  let data = '';
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        commands.push(line);
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
        else if (line.startsWith('AUTH PLAIN')) socket.write('235 ok\r\n');
        else if (line === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { commands, data: () => data, close: () => new Promise<void>((r) => server.close(() => r())) };
}

test('SMTP mail goes through nodemailer with AUTH from the URL, the sender from ?from= and non-ASCII headers encoded', async () => {
  const server = await fakeSmtp(18310);
  try {
    const send = smtpSender('smtp://mailer:s3cret@127.0.0.1:18310?from=Roofline%20%3Chello%40roofline.co.uk%3E');
    await send({ to: 'amelia@example.co.uk', subject: 'Your £250 deposit', body: 'Follow the link\n.a line starting with a dot' });
    send.close?.();
    assert.ok(server.commands.includes(`AUTH PLAIN ${Buffer.from('\0mailer\0s3cret').toString('base64')}`), server.commands.join('\n'));
    assert.ok(server.commands.includes('MAIL FROM:<hello@roofline.co.uk>'));
    assert.ok(server.commands.includes('RCPT TO:<amelia@example.co.uk>'));
    const data = server.data();
    assert.match(data, /^Subject: =\?UTF-8\?[BQ]\?/m, 'a non-ASCII subject is RFC 2047 encoded');
    assert.match(data, /^From: Roofline <hello@roofline\.co\.uk>$/m);
    assert.ok(data.includes('Follow the link'));
  } finally {
    await server.close();
  }
});

test('without SMTP the outbox is written to the log, reset link readable, and marked sent', async () => {
  const h = await createHarness();
  try {
    const link = 'http://localhost:8080/reset-password?token=abc123&email=amelia%40example.co.uk';
    const id = await queueMail(h.handle.db, { to: 'amelia@example.co.uk', subject: 'Reset', body: `Reset here: ${link}` });
    const logged: string[] = [];
    assert.equal(await deliverOutbox(h.handle.db, { smtpUrl: null }, (text) => logged.push(text)), 1);
    const entry = only(logged, 'one log entry');
    assert.ok(entry.includes('To: amelia@example.co.uk'));
    assert.ok(entry.includes(link), 'the link is in the log exactly as mailed');
    const row = await h.handle.db.selectFrom('outbox').select('sent_at').where('id', '=', id).executeTakeFirstOrThrow();
    assert.ok(row.sent_at instanceof Date);
    assert.equal(await deliverOutbox(h.handle.db, { smtpUrl: null }, (text) => logged.push(text)), 0, 'a mail is written once');

    // Deliveries running at once (two booking requests a moment apart) send each mail once between them.
    for (let n = 0; n < 5; n++) await queueMail(h.handle.db, { to: `guest${n}@example.co.uk`, subject: 'Request', body: 'A request' });
    const racing: string[] = [];
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => deliverOutbox(h.handle.db, { smtpUrl: null }, (text) => racing.push(text))),
    );
    assert.equal(
      counts.reduce((sum, n) => sum + n, 0),
      5,
    );
    assert.equal(new Set(racing).size, 5);
    assert.equal(racing.length, 5);
  } finally {
    await h.close();
  }
});

test('with SMTP configured the outbox is sent and sent mail is marked', async () => {
  const server = await fakeSmtp(18311);
  const h = await createHarness();
  try {
    const id = await queueMail(h.handle.db, { to: 'amelia@example.co.uk', subject: 'Reset', body: 'link' });
    assert.equal(await deliverOutbox(h.handle.db, { smtpUrl: 'smtp://127.0.0.1:18311' }), 1);
    const row = await h.handle.db.selectFrom('outbox').select('sent_at').where('id', '=', id).executeTakeFirstOrThrow();
    assert.ok(row.sent_at instanceof Date);
    assert.ok(server.data().includes('link'));
  } finally {
    await h.close();
    await server.close();
  }
});
