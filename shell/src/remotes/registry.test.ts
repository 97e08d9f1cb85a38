import { canaryBucket, canaryId, CANARY_ID_KEY, liveEntries, type Registry } from './registry';

const registry = (percent: number): Registry => ({
  remotes: {
    'mfe-dashboard': {
      live: '1.0.0',
      manifest: 'http://mfe-dashboard.localhost:8090/1.0.0/mf-manifest.json',
      versions: [],
      history: [],
      canary: { version: '1.1.0', manifest: 'http://mfe-dashboard.localhost:8090/1.1.0/mf-manifest.json', percent },
    },
  },
});

const ids = Array.from({ length: 2000 }, (_, i) => `browser-${i}`);
const onCanary = (percent: number) =>
  ids.filter((id) => liveEntries(registry(percent), '/registry/remotes.json', id)[0]?.entry.includes('/1.1.0/')).length;

it('sends about the canary percentage of browsers to the canary, the others to the live version', () => {
  expect(onCanary(0)).toBe(0);
  expect(onCanary(100)).toBe(ids.length);
  const share = onCanary(10) / ids.length;
  expect(share).toBeGreaterThan(0.07);
  expect(share).toBeLessThan(0.13);
});

it('keeps a browser on the same side: its id is kept in localStorage and its bucket never changes', () => {
  localStorage.clear();
  const id = canaryId(localStorage);
  expect(localStorage.getItem(CANARY_ID_KEY)).toBe(id);
  expect(canaryId(localStorage)).toBe(id);
  expect(canaryBucket(id, 'mfe-dashboard')).toBe(canaryBucket(id, 'mfe-dashboard'));
  const buckets = new Set(ids.map((other) => canaryBucket(other, 'mfe-dashboard')));
  expect(Math.min(...buckets)).toBe(0);
  expect(Math.max(...buckets)).toBe(99);
});
