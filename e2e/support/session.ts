// A journey's page signed in through the API (apiSession.ts) where signing in is not what it walks, and
// calls to our API with that page's session.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Person } from './booking';
import { signInPage } from './apiSession';

/** The journey's own page, signed in as `person`, at `path`, once the shell shows the signed-in chrome. */
export async function openSignedIn(page: Page, apiUrl: string, person: Person, path: string): Promise<number> {
  const id = await signInPage(page, apiUrl, person);
  await page.goto(path);
  // The bell is the signed-in chrome at every size (on a phone the account sits behind Menu).
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible();
  return id;
}

/** A call to our API from the page, with its session and the CSRF token: the status and the JSON body. */
export async function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { apiUrl } = (await (await fetch('/config.json')).json()) as { apiUrl: string };
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(`${apiUrl}/${path}`, {
        method,
        credentials: 'include',
        // A JSON content type with no body is a 400 of its own: only calls with a body declare one.
        headers: {
          Accept: 'application/json',
          'X-XSRF-TOKEN': xsrf,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json().catch(() => null)) as T };
    },
    { method, path, body },
  );
}
