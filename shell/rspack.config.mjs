import { createHostConfig, createServiceWorkerConfig } from '../scripts/rspack/index.mjs';

export default [
  // The map home's page holds its introduction's headline, an advert's page its frame with a place for the
  // first photo (filled in by the web origin), the dashboard's statistics page its frame and its figures'
  // cards while they load: each painted before any script runs (their LCP). Their names are the boot plans' previews.
  createHostConfig({
    dirname: import.meta.dirname,
    prerendered: { 'home.html': 'home-intro.html', 'advert.html': 'advert-preview.html', 'dashboard.html': 'dashboard-preview.html' },
  }),
  createServiceWorkerConfig({ dirname: import.meta.dirname }),
];
