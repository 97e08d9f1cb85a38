import { createHostConfig, createServiceWorkerConfig } from '../scripts/rspack/index.mjs';

export default [createHostConfig({ dirname: import.meta.dirname }), createServiceWorkerConfig({ dirname: import.meta.dirname })];
