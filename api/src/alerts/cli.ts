import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { withRealtimeSecret } from '../realtime/secret.ts';
import { DIGEST_JOB, runDigests } from './index.ts';

/**
 * `npm run alerts -- --now`: sends the saved searches' due digests by hand, as the API's own job would
 * (the same lease, so never alongside a running API's run). Mail goes by SMTP_URL, else to this log.
 * The embedded PGlite database opens in one process at a time: stop `npm start` first, or use PostgreSQL.
 */
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { now: { type: 'boolean', default: false } },
});
if (!values.now) {
  console.error('usage: npm run alerts -- --now   (sends the daily and weekly digests that are due)');
  process.exit(2);
}
const loaded = loadConfig();
const handle = await openDatabase(loaded);
try {
  await migrateToLatest(handle.db);
  const config = await withRealtimeSecret(handle.db, loaded);
  const { ran, mails } = await runDigests({ db: handle.db, config });
  console.log(
    ran
      ? `alert digests: ${mails} mail${mails === 1 ? '' : 's'} sent`
      : `alert digests: another process is running ${DIGEST_JOB} now; nothing sent`,
  );
} finally {
  await handle.close();
}
