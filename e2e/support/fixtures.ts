// The journeys' `test`: the page starts at the deployment global setup started, and a helper
// gives the release locations to the release command.
import { test as base, expect, type Page } from '@playwright/test';
import type { ReleaseTarget } from './deploy';

/** The remote timeout the journeys' deployment gives the browser (global-setup.ts). */
export const REMOTE_TIMEOUT_MS = 5000;

function deployed(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through playwright's global setup`);
  return value;
}

export const test = base.extend<{ release: ReleaseTarget; apiUrl: string }>({
  baseURL: async ({}, use) => use(deployed('E2E_BASE_URL')),
  release: async ({}, use) =>
    use({
      releasesDir: deployed('E2E_RELEASES_DIR'),
      registryFile: deployed('E2E_REGISTRY_FILE'),
      cdnPort: Number(deployed('E2E_CDN_PORT')),
    }),
  apiUrl: async ({}, use) => use(deployed('E2E_API_URL')),
});

export { expect };

/** A visible root element of a remote's parcels (the remotes mark their roots with data-remote). */
export const remoteRoot = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`).filter({ visible: true }).first();

/** The shell's slots for one remote (data-remote-slot="<remote>/<module>"). */
export const slotsOf = (page: Page, remote: string) => page.locator(`[data-remote-slot^="${remote}/"]`);

/** Any rendered root of a remote's parcels, shown or not (a closed panel has no size). */
export const remoteAttached = (page: Page, remote: string) => page.locator(`[data-remote="${remote}"]`).first();

/**
 * Opens the first advert of the map home's list (on a desktop, in the detail panel beside it): the
 * detail remote is not part of the home's first load, it comes with the first advert opened.
 */
export async function openFirstAdvertFromList(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'List' }).click();
  await page.getByRole('region', { name: 'Properties list' }).getByRole('article').first().getByRole('heading').getByRole('link').click();
}

/** A seed user with a known password (api/src/seed: SEED_USERS). */
export const SEED_HOST = { email: 'host@roofline.test', password: 'password123', name: 'James Whitfield' };

/** Signs in through the login page, which then sends the user on to `redirect`. */
export async function signIn(page: Page, redirect = '/'): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email address').fill(SEED_HOST.email);
  await page.getByLabel('Password', { exact: true }).fill(SEED_HOST.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: SEED_HOST.name })).toBeVisible();
}

/** Follows one of the user's pages from the account menu: an in-app navigation, same document. */
export async function openFromAccountMenu(page: Page, label: string): Promise<void> {
  const account = page.getByRole('navigation', { name: 'Account' });
  await account.getByRole('button', { name: SEED_HOST.name }).click();
  await account.getByRole('link', { name: label, exact: true }).click();
}
