import { createRemoteConfig } from '../scripts/rspack/index.mjs';

export default createRemoteConfig({
  name: 'mfe-ad-details',
  dirname: import.meta.dirname,
  exposes: {
    './DetailPanel': './src/parcels/DetailPanel.tsx',
    './AdvertPage': './src/parcels/AdvertPage.tsx',
    './AdvertPreview': './src/parcels/AdvertPreview.tsx',
    './ReviewsModal': './src/parcels/ReviewsModal.tsx',
  },
});
