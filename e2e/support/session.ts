// Signing in through the API where signing in is not what a journey walks: the session cookie lands in
// the browser context's jar, and the shell's start-up (GET api/user) takes it from there.
import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import type { Person } from './booking';

export async function signInThroughApi(context: BrowserContext, apiUrl: string, person: Person): Promise<number> {
  const headers = { Accept: 'application/json' };
  await context.request.get(`${apiUrl}/sanctum/csrf-cookie`, { headers });
  const token = (await context.cookies(apiUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await context.request.post(`${apiUrl}/api/login`, {
    data: { email: person.email, password: person.password },
    headers: { ...headers, 'X-XSRF-TOKEN': decodeURIComponent(token) },
  });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { id: number }).id;
}

/** The journey's own page, signed in as `person`, at `path`, with the signed-in chrome drawn. */
export async function openSignedIn(page: Page, apiUrl: string, person: Person, path: string): Promise<number> {
  const id = await signInThroughApi(page.context(), apiUrl, person);
  await page.goto(path);
  // The bell is the signed-in chrome at every size (on a phone the account sits behind Menu).
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible();
  return id;
}

/** A second person's page at the same size as the journey's (a phone's on the phone project). */
export async function secondPerson(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string,
  apiUrl: string,
  person: Person,
  path: string,
): Promise<Page> {
  const { viewport, hasTouch, isMobile, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, hasTouch, isMobile, deviceScaleFactor });
  const page = await context.newPage();
  await openSignedIn(page, apiUrl, person, path);
  return page;
}

/** A call to our API with the page's session and CSRF token: its status and JSON body. */
export async function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { apiUrl } = (await (await fetch('/config.json')).json()) as { apiUrl: string };
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(`${apiUrl}/${path}`, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'X-XSRF-TOKEN': xsrf,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
    },
    { method, path, body },
  ) as Promise<{ status: number; json: T }>;
}
