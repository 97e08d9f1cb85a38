import nodemailer from 'nodemailer';
import type { ApiConfig } from '../config.ts';
import type { Database } from '../db/index.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The mail's own headers, as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on alert mail. */
  headers?: Record<string, string>;
}

export const DEFAULT_FROM = 'Roofline <no-reply@roofline.co.uk>';

/** Where mail goes when no SMTP server is configured: the API's own log, as Laravel's log mailer. */
export type MailLog = (text: string) => void;

const logToConsole: MailLog = (text) => console.info(text);

/** Queue a mail: the outbox table is the record and the queue, whether or not SMTP is configured. */
export async function queueMail(db: Database, mail: Mail): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({ to_email: mail.to, subject: mail.subject, body: mail.body, headers: JSON.stringify(mail.headers ?? {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How a mail reads in the log: what a developer needs to follow a link in it, unencoded. */
export function mailLogEntry(mail: Mail): string {
  const headers = Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
  return [
    `mail (no SMTP_URL set: written here instead of sent)`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    ...headers,
    '',
    mail.body,
    '',
  ].join('\n');
}

/**
 * Sends the unsent outbox mail: through SMTP when config.smtpUrl is set (nodemailer; the sender from
 * the URL's `?from=`), otherwise into the log. Each mail is claimed (marked sent) before it is sent, so
 * two deliveries running at once (two booking requests) send it once; a send that fails gives it back.
 */
export async function deliverOutbox(db: Database, config: Pick<ApiConfig, 'smtpUrl'>, log: MailLog = logToConsole): Promise<number> {
  const pending = await db.selectFrom('outbox').selectAll().where('sent_at', 'is', null).orderBy('id').limit(50).execute();
  if (!pending.length) return 0;
  const send: Sender = config.smtpUrl ? smtpSender(config.smtpUrl) : async (mail: Mail) => log(mailLogEntry(mail));
  let sent = 0;
  try {
    for (const row of pending) {
      const claimed = await db
        .updateTable('outbox')
        .set({ sent_at: new Date() })
        .where('id', '=', row.id)
        .where('sent_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) continue;
      try {
        await send({ to: row.to_email, subject: row.subject, body: row.body, headers: row.headers });
      } catch (error) {
        await db.updateTable('outbox').set({ sent_at: null }).where('id', '=', row.id).execute();
        throw error;
      }
      sent += 1;
    }
  } finally {
    send.close?.();
  }
  return sent;
}

type Sender = ((mail: Mail) => Promise<void>) & { close?: () => void };

/** An SMTP sender from a URL (smtp:// with STARTTLS when offered, smtps://; credentials in the URL). */
export function smtpSender(smtpUrl: string): Sender {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') ?? DEFAULT_FROM;
  url.searchParams.delete('from');
  // A mail server that stops answering must not hold the outbox for minutes.
  const transport = nodemailer.createTransport({
    url: url.toString(),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 15_000,
  });
  const send: Sender = async (mail) => {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body, headers: mail.headers });
  };
  send.close = () => transport.close();
  return send;
}
