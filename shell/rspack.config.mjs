import { createHostConfig, createServiceWorkerConfig } from '../scripts/rspack/index.mjs';

export default [
  // The map home's page holds its introduction's headline, painted before any script runs (its LCP).
  createHostConfig({ dirname: import.meta.dirname, prerendered: { 'home.html': 'home-intro.html' } }),
  createServiceWorkerConfig({ dirname: import.meta.dirname }),
];
