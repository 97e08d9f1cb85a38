import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { once } from 'node:events';
import { freePort } from './static.mjs';
import { mailCatcherFor, startMailCatcher } from './mail.mjs';

/**
 * One mail over a plain SMTP conversation, as the API's nodemailer holds it with a server that offers no TLS.
 * @param {string} smtpUrl
 * @param {{ to: string, subject: string, body: string }} mail
 */
async function sendMail(smtpUrl, { to, subject, body }) {
  const { hostname, port } = new URL(smtpUrl);
  const socket = connect(Number(port), hostname);
  socket.setEncoding('utf8');
  let buffer = '';
  /** Waits for the server's next complete reply and checks its code. @param {string} code */
  const reply = async (code) => {
    while (!/(^|\r\n)\d{3} [^\r\n]*\r\n$/.test(buffer)) buffer += (await once(socket, 'data'))[0];
    const last = buffer.trimEnd().split('\r\n').at(-1) ?? '';
    buffer = '';
    assert.ok(last.startsWith(code), `the server answered "${last}" where ${code} was expected`);
  };
  /** @param {string} line @param {string} code */
  const say = async (line, code) => {
    socket.write(`${line}\r\n`);
    await reply(code);
  };
  await reply('220');
  await say('EHLO roofline.test', '250');
  await say('MAIL FROM:<no-reply@roofline.co.uk>', '250');
  await say(`RCPT TO:<${to}>`, '250');
  await say('DATA', '354');
  await say(`From: Roofline <no-reply@roofline.co.uk>\r\nTo: ${to}\r\nSubject: ${subject}\r\n\r\n${body}\r\n.`, '250');
  await say('QUIT', '221');
  socket.end();
}

test('the local inbox receives what is sent to its SMTP port and lists it on its web side', async (t) => {
  const catcher = await startMailCatcher({ smtpPort: await freePort(), webPort: await freePort() });
  t.after(catcher.stop);
  await sendMail(catcher.smtpUrl, {
    to: 'tenant@roofline.test',
    subject: 'Reset your password',
    body: 'Open the link to choose a new password.',
  });

  const emails = /** @type {Array<{ subject: string, to: Array<{ address: string }> }>} */ (
    await (await fetch(`${catcher.webUrl}/api/email`)).json()
  );
  assert.deepEqual(
    emails.map((e) => [e.subject, e.to[0]?.address]),
    [['Reset your password', 'tenant@roofline.test']],
  );
  // The page a developer opens: MailDev's own inbox.
  const page = await fetch(catcher.webUrl, { headers: { accept: 'text/html' } });
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<html/i);
});

test('no inbox is started where mail already has somewhere to go, or where it is turned off', async () => {
  assert.equal(await mailCatcherFor({ SMTP_URL: 'smtp://mail.example.com:587' }), null);
  assert.equal(await mailCatcherFor({ MAIL_CATCHER: 'off' }), null);
});
