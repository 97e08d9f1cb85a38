import net from 'node:net';
import tls from 'node:tls';
import type { ApiConfig } from '../config.ts';
import type { Database } from '../db/index.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export const DEFAULT_FROM = 'Roofline <no-reply@roofline.co.uk>';

/** Queue a mail: the outbox is the record (readable in development) whether or not SMTP is configured. */
export async function queueMail(db: Database, mail: Mail): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({ to_email: mail.to, subject: mail.subject, body: mail.body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Send the unsent outbox mail through SMTP. Without config.smtpUrl nothing is sent: in development
 * the mail stays in the outbox for `GET api/dev/outbox`, and no mail library is needed for that.
 */
export async function deliverOutbox(db: Database, config: Pick<ApiConfig, 'smtpUrl'>): Promise<number> {
  if (!config.smtpUrl) return 0;
  const pending = await db.selectFrom('outbox').selectAll().where('sent_at', 'is', null).orderBy('id').limit(50).execute();
  let sent = 0;
  for (const row of pending) {
    await sendSmtp(config.smtpUrl, { to: row.to_email, subject: row.subject, body: row.body });
    await db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
    sent += 1;
  }
  return sent;
}

/** One SMTP reply: its code and text lines; multi-line replies use "250-" until the final "250 ". */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: { resolve: (r: { code: number; text: string }) => void; reject: (e: Error) => void } | null = null;
  private ready: { code: number; text: string }[] = [];
  private failure: Error | null = null;

  attach(socket: net.Socket | tls.TLSSocket): void {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.push(chunk));
    socket.on('error', (e) => this.fail(e));
    socket.on('timeout', () => {
      this.fail(new Error('SMTP server timed out'));
      socket.destroy();
    });
    socket.on('close', () => this.fail(new Error('SMTP connection closed')));
  }

  private push(chunk: string): void {
    this.buffer += chunk;
    let i: number;
    while ((i = this.buffer.indexOf('\r\n')) >= 0) {
      const line = this.buffer.slice(0, i);
      this.buffer = this.buffer.slice(i + 2);
      this.lines.push(line);
      if (/^\d{3}(?: |$)/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), text: this.lines.map((l) => l.slice(4)).join('\n') };
        this.lines = [];
        if (this.waiting) {
          this.waiting.resolve(reply);
          this.waiting = null;
        } else this.ready.push(reply);
      }
    }
  }

  private fail(e: Error): void {
    this.failure ??= e;
    if (this.waiting) {
      this.waiting.reject(e);
      this.waiting = null;
    }
  }

  next(): Promise<{ code: number; text: string }> {
    const reply = this.ready.shift();
    if (reply) return Promise.resolve(reply);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }
}

/** Lines starting with a dot are doubled (RFC 5321 4.5.2); line ends are CRLF. */
export function smtpData(from: string, mail: Mail, date = new Date()): string {
  const headers = [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = mail.body
    .split(/\r?\n/)
    .map((l) => (l.startsWith('.') ? `.${l}` : l))
    .join('\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n.\r\n`;
}

const address = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * A minimal SMTP client (smtp:// with STARTTLS when offered, or smtps://; AUTH PLAIN from the URL's
 * user and password; sender from `?from=`), enough for transactional mail without a dependency.
 */
export async function sendSmtp(smtpUrl: string, mail: Mail): Promise<void> {
  const url = new URL(smtpUrl);
  const implicitTls = url.protocol === 'smtps:';
  const port = Number(url.port || (implicitTls ? 465 : 587));
  const from = url.searchParams.get('from') ?? DEFAULT_FROM;
  const host = url.hostname;

  let socket: net.Socket | tls.TLSSocket = implicitTls ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
  socket.setTimeout(15_000);
  let reader = new ReplyReader();
  reader.attach(socket);

  const expect = async (codes: number[]) => {
    const reply = await reader.next();
    if (!codes.includes(reply.code)) throw new Error(`SMTP ${reply.code}: ${reply.text}`);
    return reply;
  };
  const command = async (line: string, codes: number[]) => {
    socket.write(`${line}\r\n`);
    return expect(codes);
  };

  try {
    await expect([220]);
    let ehlo = await command('EHLO roofline', [250]);
    if (!implicitTls && /^STARTTLS$/im.test(ehlo.text)) {
      await command('STARTTLS', [220]);
      for (const event of ['data', 'error', 'timeout', 'close']) socket.removeAllListeners(event);
      socket = tls.connect({ socket, servername: host });
      socket.setTimeout(15_000);
      reader = new ReplyReader();
      reader.attach(socket);
      ehlo = await command('EHLO roofline', [250]);
    }
    if (url.username) {
      const plain = Buffer.from(`\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`).toString('base64');
      await command(`AUTH PLAIN ${plain}`, [235]);
    }
    await command(`MAIL FROM:<${address(from)}>`, [250]);
    await command(`RCPT TO:<${mail.to}>`, [250, 251]);
    await command('DATA', [354]);
    socket.write(smtpData(from, mail));
    await expect([250]);
    await command('QUIT', [221]);
  } finally {
    socket.destroy();
  }
}
