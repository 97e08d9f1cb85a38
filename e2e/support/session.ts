// Signing in where sign-in is not the journey's subject: through the API, so the context's pages start signed in.
import type { BrowserContext } from '@playwright/test';
import { expect } from './fixtures';

export interface Credentials {
  email: string;
  password: string;
}

/** The release manager of the seed (README's table). */
export const RELEASE_MANAGER: Credentials & { name: string } = {
  email: 'release@roofline.test',
  password: 'password123',
  name: 'Grace Okafor',
};

/** Signs the context in on the API (cookies kept by the context): its pages, and context.request, act as that person. */
export async function signInThroughApi(
  context: BrowserContext,
  apiUrl: string,
  person: Credentials,
): Promise<() => Promise<Record<string, string>>> {
  await context.request.get(`${apiUrl}/sanctum/csrf-cookie`);
  const headers = async () => {
    const token = (await context.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    return { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(token) };
  };
  const res = await context.request.post(`${apiUrl}/api/login`, {
    data: { email: person.email, password: person.password },
    headers: await headers(),
  });
  expect(res.status()).toBe(200);
  return headers;
}
