// `npm run bench -- <name> [options]`: the benches that run over the composed product.
import { benchBundles } from './bundles';
import { benchFailover } from './failover';
import { benchFairness } from './fairness';
import { benchFirstPaint } from './firstPaint';
import { benchInp } from './inp';
import { benchLighthouse } from './lighthouse';
import { benchLoad } from './load';
import { benchMap, benchMapWire } from './map';
import { benchRealtime } from './realtime';

const benches: Record<string, (args: string[]) => Promise<void>> = {
  bundles: benchBundles,
  failover: benchFailover,
  fairness: benchFairness,
  inp: benchInp,
  lighthouse: benchLighthouse,
  load: benchLoad,
  map: benchMap,
  paint: benchFirstPaint,
  mapwire: benchMapWire,
  realtime: benchRealtime,
};

// pnpm passes the `--` of `npm run bench -- bundles` through.
const [name = 'bundles', ...args] = process.argv.slice(2).filter((arg) => arg !== '--');
const bench = benches[name];
if (!bench) {
  console.error(`unknown bench "${name}"; one of: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
await bench(args);
