#!/usr/bin/env node
// Serves the built product as deployed: the API, the web origin and the remotes' CDN.
// Settings by environment: WEB_PORT, API_PORT, CDN_PORT, RELEASES_DIR, REGISTRY_FILE, DATA_DIR,
// STORAGE_DIR, MAPBOX_TOKEN, PUSHER_APP_KEY, REMOTE_TIMEOUT_MS, FINANCIAL_DASHBOARD_URL.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPlatform } from './platform/index.mjs';

export { startPlatform };

async function serve() {
  try {
    const platform = await startPlatform({ apiOutput: 'inherit' });
    console.log(`\nRoofline is running at ${platform.webUrl}\n`);
    let stopping = false;
    const shutdown = async () => {
      if (stopping) return;
      stopping = true;
      await platform.stop();
      process.exit(0);
    };
    platform.apiExited.then(async (code) => {
      if (stopping) return;
      stopping = true;
      // Exit 0 is the API's own clean stop (Ctrl-C reaches it too); anything else is a crash.
      if (code !== 0) console.error(`serve: the API stopped (exit ${code}); stopping the web and CDN servers`);
      await platform.stop();
      process.exit(code === 0 ? 0 : 1);
    });
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (error) {
    console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await serve();
