import { createRemoteConfig } from '../scripts/rspack/index.mjs';

export default createRemoteConfig({
  name: 'mfe-search-map',
  dirname: import.meta.dirname,
  exposes: {
    './SearchFilters': './src/parcels/SearchFilters.tsx',
    './ResultsList': './src/parcels/ResultsList.tsx',
    './SearchMap': './src/parcels/SearchMap.tsx',
  },
});
