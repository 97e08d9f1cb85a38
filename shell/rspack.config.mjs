import { createHostConfig } from '../scripts/rspack/index.mjs';

export default createHostConfig({ dirname: import.meta.dirname });
