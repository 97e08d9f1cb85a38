import { BACKGROUND_STYLE, offlineStyle } from './style';

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

it("uses the API's offline style when it serves one", async () => {
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ version: 8, layers: [] }) }) as never;
  await expect(offlineStyle('http://api.test/')).resolves.toBe('http://api.test/map/style.json');
});

it('falls back to a background-only style when there is none', async () => {
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, json: async () => ({}) }) as never;
  await expect(offlineStyle('http://api.test')).resolves.toBe(BACKGROUND_STYLE);
  globalThis.fetch = jest.fn().mockRejectedValue(new Error('offline')) as never;
  await expect(offlineStyle('http://api.test')).resolves.toBe(BACKGROUND_STYLE);
});
