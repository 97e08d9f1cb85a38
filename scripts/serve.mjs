#!/usr/bin/env node
// Serves the built product as deployed: the API, the web origin and the remotes' CDN. An API that
// stops unexpectedly is started again (see superviseApi); Ctrl-C or SIGTERM stops everything.
// Settings by environment: WEB_PORT, API_PORT, CDN_PORT, RELEASES_DIR, REGISTRY_FILE, DATA_DIR,
// STORAGE_DIR, MAPBOX_TOKEN, PUSHER_APP_KEY, REMOTE_TIMEOUT_MS, FINANCIAL_DASHBOARD_URL,
// CDN_URL_PATTERN, OVERRIDE_ORIGINS; WEB_SERVER=nginx (and API_NODES with DATABASE_URL) puts nginx in front.
// Without SMTP_URL, a local inbox (MailDev, MAIL_WEB_PORT and MAIL_SMTP_PORT; MAIL_CATCHER=off for none)
// receives every mail the API sends.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPlatform } from './platform/index.mjs';
import { mailCatcherFor } from './platform/mail.mjs';

export { startPlatform };

async function serve() {
  try {
    const inbox = await mailCatcherFor(process.env);
    const platform = await startPlatform({ apiOutput: 'inherit', env: inbox ? { ...process.env, SMTP_URL: inbox.smtpUrl } : process.env });
    if (platform.nginx) console.log(`\nnginx serves the web origin, the CDN and the API (${platform.nginx.confFile})`);
    if (inbox) console.log(`\nEvery mail Roofline sends arrives in the local inbox at ${inbox.webUrl}`);
    console.log(`\nRoofline is running at ${platform.webUrl}\n`);
    let stopping = false;
    const shutdown = async () => {
      if (stopping) return;
      stopping = true;
      await platform.stop();
      await inbox?.stop();
      process.exit(0);
    };
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (error) {
    console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await serve();
