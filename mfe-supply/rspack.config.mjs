import { createRemoteConfig } from '../scripts/rspack/index.mjs';

export default createRemoteConfig({
  name: 'mfe-supply',
  dirname: import.meta.dirname,
  exposes: {
    './AdvertEditor': './src/parcels/AdvertEditor.tsx',
    './ServiceEditor': './src/parcels/ServiceEditor.tsx',
    './SubmitConfirmation': './src/parcels/SubmitConfirmation.tsx',
    './AddRoomModal': './src/parcels/AddRoomModal.tsx',
  },
});
