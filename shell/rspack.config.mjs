import { createHostConfig, createServiceWorkerConfig } from '../scripts/rspack/index.mjs';

export default [
  // The map home's page holds its introduction's headline, and an advert's page its frame with a place
  // for the first photo (filled in by the web origin): each painted before any script runs (their LCP).
  createHostConfig({
    dirname: import.meta.dirname,
    prerendered: { 'home.html': 'home-intro.html', 'advert.html': 'advert-preview.html' },
  }),
  createServiceWorkerConfig({ dirname: import.meta.dirname }),
];
