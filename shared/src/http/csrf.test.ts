import { setRuntimeConfig, type RuntimeConfig } from '../config';
import { http } from '.';

const answer = (status: number) => ({ ok: status < 300, status, headers: new Headers(), text: async () => '' }) as unknown as Response;

test('a page without the XSRF cookie fetches it once before its first state changes, which then carry it', async () => {
  setRuntimeConfig({ apiUrl: 'http://api.test/' } as RuntimeConfig);
  document.cookie = 'XSRF-TOKEN=; max-age=0';
  const fetchMock = jest.fn(async (url: string) => {
    if (url.endsWith('/sanctum/csrf-cookie')) document.cookie = 'XSRF-TOKEN=fresh';
    return answer(url.endsWith('/sanctum/csrf-cookie') ? 204 : 200);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  await http.get('api/user');
  await Promise.all([http.post('api/favourite', { id: 1 }), http.delete('api/favourite/1')]);
  const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit & { headers: Headers }]>;
  expect(calls.slice(0, 2).map(([url]) => url)).toEqual(['http://api.test/api/user', 'http://api.test/sanctum/csrf-cookie']);
  expect(
    calls
      .slice(2)
      .map(([url]) => url)
      .sort(),
  ).toEqual(['http://api.test/api/favourite', 'http://api.test/api/favourite/1']);
  expect(calls.slice(2).map(([, init]) => init.headers.get('X-XSRF-TOKEN'))).toEqual(['fresh', 'fresh']);
});
