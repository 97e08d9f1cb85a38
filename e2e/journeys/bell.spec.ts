// The bell's badge (issue 10 item 3): it counts a new user's unread notifications, live, and never
// shows more than 99. The host sends the user 101 private messages through the API; each makes one
// notification.
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { findAdvert, HOST } from '../support/booking';

/** The host signed in on an API client of their own: cookies kept, the CSRF cookie echoed. */
async function hostApi(apiUrl: string): Promise<{ api: APIRequestContext; headers: () => Promise<Record<string, string>>; id: number }> {
  const api = await playwrightRequest.newContext({ baseURL: apiUrl, extraHTTPHeaders: { Accept: 'application/json' } });
  await api.get('/sanctum/csrf-cookie');
  const headers = async () => {
    const token = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
  };
  const login = await api.post('/api/login', { data: { email: HOST.email, password: HOST.password }, headers: await headers() });
  expect(login.status()).toBe(200);
  return { api, headers, id: ((await login.json()) as { id: number }).id };
}

test('the bell counts unread notifications live and caps the badge at 99', async ({ page, request, apiUrl }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Harriet Lane');
  await page.getByLabel('Email address').fill(`harriet.${stamp}@example.co.uk`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse');
  await page.getByLabel('Confirm password').fill('correct horse');
  await page.getByRole('button', { name: 'Register' }).click();
  const account = page.getByRole('banner').getByRole('button', { name: 'Harriet Lane' });
  await expect(account).toBeVisible();
  const userId = await page.evaluate(async () => {
    const { apiUrl } = (await (await fetch('/config.json')).json()) as { apiUrl: string };
    const res = await fetch(`${apiUrl}/api/user`, { credentials: 'include', headers: { Accept: 'application/json' } });
    return ((await res.json()) as { id: number }).id;
  });
  const bell = page.getByRole('button', { name: /^Notifications/ }).first();
  await expect(bell).toHaveAccessibleName('Notifications');

  const host = await hostApi(apiUrl);
  const advert = await findAdvert<{ id: number; user_id: number }>(request, (a) => a.user_id === host.id);
  let room: number | null = null;
  const send = async (n: number) => {
    const res = await host.api.post(`/api/user/${host.id}/messages/new/${room ?? ''}`, {
      data: { from_user_id: host.id, to_user_id: userId, property_id: advert.id, chat_room_id: room, message: `Update ${n}` },
      headers: await host.headers(),
    });
    expect(res.status()).toBe(201);
    room = ((await res.json()) as { data: { chat_room_id: number } }).data.chat_room_id;
  };

  for (let n = 1; n <= 98; n++) await send(n);
  await expect(bell).toHaveAccessibleName('Notifications, 98 new');
  await expect(page.getByTestId('bell-badge')).toHaveText('98');

  // Three more arrive live: 101 unread, the badge stops at 99.
  for (let n = 99; n <= 101; n++) await send(n);
  await expect(bell).toHaveAccessibleName('Notifications, 99 new');
  await expect(page.getByTestId('bell-badge')).toHaveText('99');

  // And after a reload, from the stored notifications.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Notifications/ }).first()).toHaveAccessibleName('Notifications, 99 new');
  await host.api.dispose();
});
