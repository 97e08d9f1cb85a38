/**
 * @jest-environment node
 */
// The manifest's bytes are checked in the fetch hook (Node has the Fetch API's Response; jsdom has not).
import { createHash } from 'node:crypto';
import { createRemoteLoader } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const manifest = 'http://mfe-search-map.localhost:8090/1.0.0/mf-manifest.json';
const released = '{"name":"mfe-search-map"}';
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

function loaderServing(text: string) {
  global.fetch = jest.fn(async () => new Response(text, { status: 200 })) as typeof fetch;
  const loader = createRemoteLoader({ timeoutMs: 1000 });
  loader.register([{ name: 'mfe-search-map', entry: manifest, integrity: { [manifest]: sri(released) } }]);
  return loader;
}

it('accepts a manifest whose bytes are the released ones', async () => {
  const answer = await loaderServing(released).plugin.fetch!(manifest, {});
  expect(answer && (await answer.text())).toBe(released);
});

it('refuses a manifest whose bytes differ from the release', async () => {
  await expect(loaderServing('{"name":"mfe-search-map","changed":true}').plugin.fetch!(manifest, {})).rejects.toThrow(
    `${manifest}: its bytes differ from the released file (integrity)`,
  );
});
