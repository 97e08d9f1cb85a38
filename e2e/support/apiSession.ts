// Signing in through the API where sign-in is not what a journey is about: the page's own cookie jar
// gets the session (the API and the web origin share the host name, so the page sends it), and an
// API client of its own lets a second person act without a browser.
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Person } from './booking';

/** The CSRF header Sanctum wants: the XSRF-TOKEN cookie, echoed. */
export async function xsrfHeader(cookies: { name: string; value: string }[]): Promise<Record<string, string>> {
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token), Accept: 'application/json' };
}

/** Signs `person` in for this page's browser context (or registers them first); returns their user id. */
export async function signInPage(page: Page, apiUrl: string, person: Person, { register = false } = {}): Promise<number> {
  await page.request.get(`${apiUrl}/sanctum/csrf-cookie`);
  const { email, password, name } = person;
  const res = await page.request.post(`${apiUrl}/api/${register ? 'register' : 'login'}`, {
    data: register ? { name, email, password, password_confirmation: password } : { email, password },
    headers: await xsrfHeader(await page.context().cookies(apiUrl)),
  });
  expect(res.ok(), `sign-in of ${email}: ${res.status()}`).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

export interface ApiPerson {
  api: APIRequestContext;
  id: number;
  post(path: string, data: object): Promise<unknown>;
}

/** `person` signed in on an API client of their own (cookies kept, CSRF echoed). Dispose `api` after. */
export async function signInApi(apiUrl: string, person: Person): Promise<ApiPerson> {
  const api = await playwrightRequest.newContext({ baseURL: apiUrl, extraHTTPHeaders: { Accept: 'application/json' } });
  await api.get('/sanctum/csrf-cookie');
  const headers = async () => xsrfHeader((await api.storageState()).cookies);
  const login = await api.post('/api/login', { data: { email: person.email, password: person.password }, headers: await headers() });
  expect(login.status()).toBe(200);
  const id = ((await login.json()) as { id: number }).id;
  const post = async (path: string, data: object) => {
    const res = await api.post(path, { data, headers: await headers() });
    expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
    return res.json() as Promise<unknown>;
  };
  return { api, id, post };
}
