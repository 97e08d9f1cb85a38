// `npm run bench -- <name>`: the benches that run over the composed product.
import { benchBundles } from './bundles';

const benches: Record<string, () => Promise<void>> = {
  bundles: benchBundles,
};

// pnpm passes the `--` of `npm run bench -- bundles` through.
const name = process.argv.slice(2).find((arg) => arg !== '--') ?? 'bundles';
const bench = benches[name];
if (!bench) {
  console.error(`unknown bench "${name}"; one of: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
await bench();
