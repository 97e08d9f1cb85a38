// A local inbox for `npm start` (issue 44, item 12): MailDev receives over SMTP every mail the API sends
// and shows it in a web page, so a password reset or an alert can be read without an SMTP account.
// Production sends through SMTP_URL; with SMTP_URL set, or MAIL_CATCHER=off, no inbox is started.
import { MailDev } from 'maildev';

/**
 * @typedef {{ smtpUrl: string, webUrl: string, stop: () => Promise<void> }} MailCatcher
 */

/**
 * Starts MailDev on loopback; its SMTP port takes the API's mail, its web page lists it.
 * @param {{ smtpPort: number, webPort: number }} ports
 * @returns {Promise<MailCatcher>}
 */
export async function startMailCatcher({ smtpPort, webPort }) {
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl: `http://localhost:${webPort}`,
    stop: () => maildev.stop(),
  };
}

/**
 * The inbox `npm start` runs unless mail already has somewhere to go.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<MailCatcher | null>}
 */
export async function mailCatcherFor(env) {
  if (env.SMTP_URL || env.MAIL_CATCHER === 'off') return null;
  return startMailCatcher({ smtpPort: Number(env.MAIL_SMTP_PORT || 1025), webPort: Number(env.MAIL_WEB_PORT || 1080) });
}
