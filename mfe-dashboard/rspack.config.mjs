import { createRemoteConfig } from '../scripts/rspack/index.mjs';

export default createRemoteConfig({
  name: 'mfe-dashboard',
  dirname: import.meta.dirname,
  exposes: {
    './Dashboard': './src/parcels/Dashboard.tsx',
  },
});
