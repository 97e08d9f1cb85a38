import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { createHarness } from '../test/harness.ts';
import { deliverOutbox, queueMail, sendSmtp, smtpData } from './mail.ts';

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

test('mail data doubles leading dots and uses CRLF', () => {
  const text = smtpData('Roofline <no-reply@roofline.co.uk>', { to: 'a@b.co.uk', subject: 'Hi', body: 'one\n.two' });
  assert.ok(text.includes('\r\n\r\none\r\n..two\r\n.\r\n'));
  assert.ok(text.startsWith('From: Roofline <no-reply@roofline.co.uk>\r\nTo: a@b.co.uk\r\nSubject: Hi\r\n'));
});

test('sendSmtp speaks SMTP with AUTH PLAIN from the URL and the sender from ?from=', async () => {
  const server = await fakeSmtp(18310);
  try {
    await sendSmtp('smtp://mailer:s3cret@127.0.0.1:18310?from=Roofline%20%3Chello%40roofline.co.uk%3E', {
      to: 'amelia@example.co.uk',
      subject: 'Reset',
      body: 'Follow the link',
    });
    assert.deepEqual(server.commands, [
      'EHLO roofline',
      `AUTH PLAIN ${Buffer.from('\0mailer\0s3cret').toString('base64')}`,
      'MAIL FROM:<hello@roofline.co.uk>',
      'RCPT TO:<amelia@example.co.uk>',
      'DATA',
      'QUIT',
    ]);
    assert.ok(server.data().includes('Follow the link'));
  } finally {
    await server.close();
  }
});

test('the outbox is sent only when SMTP is configured, and sent mail is marked', async () => {
  const server = await fakeSmtp(18311);
  const h = await createHarness();
  try {
    const id = await queueMail(h.handle.db, { to: 'amelia@example.co.uk', subject: 'Reset', body: 'link' });
    assert.equal(await deliverOutbox(h.handle.db, { smtpUrl: null }), 0);
    assert.equal(server.commands.length, 0);
    assert.equal(await deliverOutbox(h.handle.db, { smtpUrl: 'smtp://127.0.0.1:18311' }), 1);
    const row = await h.handle.db.selectFrom('outbox').select('sent_at').where('id', '=', id).executeTakeFirstOrThrow();
    assert.ok(row.sent_at instanceof Date);
    assert.equal(await deliverOutbox(h.handle.db, { smtpUrl: 'smtp://127.0.0.1:18311' }), 0, 'not sent twice');
  } finally {
    await h.close();
    await server.close();
  }
});

test('an SMTP refusal is reported, not swallowed', async () => {
  const server = net.createServer((s) => s.end('554 no service\r\n'));
  await new Promise<void>((r) => server.listen(18312, '127.0.0.1', r));
  try {
    await assert.rejects(sendSmtp('smtp://127.0.0.1:18312', { to: 'a@b.co.uk', subject: 's', body: 'b' }), /SMTP 554/);
  } finally {
    await new Promise<void>((r) => server.close(() => r()));
  }
});
