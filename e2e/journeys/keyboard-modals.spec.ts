// Every modal of the product with the keyboard alone (issue 13, item 7): opened from its control with
// Tab and Enter, the focus moves into it, Tab stays inside, Escape closes it and the focus goes back to
// what opened it. One signed-in page goes through them in turn (the message dialog is in keyboard.spec.ts).
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, SEED_HOST, test } from '../support/fixtures';
import { seriousViolations } from '../support/axe';
import { signInAs } from '../support/booking';
import { clickPin, isLoneLowPin, mapCanvas, pinsOnScreen, type PinColumns } from '../support/mapCanvas';

/** Presses Tab (or Shift+Tab, going back) until `target` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, { most = 150, back = false } = {}): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('nothing to reach');
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await handle.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('never reached with Tab');
}

/** The page's record of the controls Tab has been on in the open dialog. */
type TabbedWindow = Window & { tabbed?: WeakSet<Element> };

/** Notes the focused control; true when Tab has been on it before in this dialog. */
const focusedBefore = (page: Page) =>
  page.evaluate(() => {
    const tabbed = (window as TabbedWindow).tabbed!;
    const focused = document.activeElement!;
    if (tabbed.has(focused)) return true;
    tabbed.add(focused);
    return false;
  });

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);
const holdsFocus = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/** axe over the page with the dialog open: no serious or critical violation. */
async function expectNoSeriousViolations(page: Page, dialog: Locator): Promise<void> {
  const name = (await dialog.getAttribute('aria-label')) ?? (await dialog.locator('h2').first().textContent());
  const found = await seriousViolations(page);
  console.log(`axe with '${name}' open: ${found.length} serious/critical ${JSON.stringify(found)}`);
  expect.soft(found, `axe with '${name}' open`).toEqual([]);
}

/**
 * Opens the dialog from `opener` with Tab and Enter, checks the focus goes in and Tab keeps it there
 * (past the last control it may leave the document for the browser, as native modal dialogs do, never
 * for the page behind), then closes it with Escape and checks the focus is back on the opener.
 */
async function keyboardRoundTrip(page: Page, opener: Locator, dialog: Locator, back = false): Promise<void> {
  await tabTo(page, opener, { back });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  await expectNoSeriousViolations(page, dialog);
  // Past the last control the focus comes round to a control it has been on already.
  await page.evaluate(() => ((window as TabbedWindow).tabbed = new WeakSet([document.activeElement!])));
  let wrapped = false;
  for (let i = 0; i < 80 && !wrapped; i++) {
    await page.keyboard.press('Tab');
    const inside = await holdsFocus(dialog);
    expect(inside || (await page.evaluate(() => document.activeElement === document.body)), `Tab ${i + 1} stays in the dialog`).toBe(true);
    wrapped = inside && (await focusedBefore(page));
  }
  expect(wrapped, 'Tab goes round the dialog').toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => hasFocus(opener), 'the focus is back on what opened the dialog').toBe(true);
}

async function signedInPage(browser: Browser): Promise<Page> {
  // axe needs a page of a context of the test's own.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signInAs(page, SEED_HOST);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  if (await banner.isVisible().catch(() => false)) await banner.getByRole('button', { name: 'Accept' }).click();
  return page;
}

interface PublicAdvert {
  id: number;
  user_id: number;
  is_published: boolean;
  is_let: boolean;
  is_sale: boolean;
}

test.describe.serial('the modals with the keyboard alone', () => {
  let page: Page;
  let othersAdvert = 0;
  let ownLet = 0;

  test.beforeAll(async ({ browser }) => {
    page = await signedInPage(browser);
    // Leaving the advert form while it has changes asks the browser's own question too; the journey leaves.
    page.on('dialog', (dialog) => void dialog.accept());
    const hostId = await page.evaluate(async () => {
      const { apiUrl } = (await (await fetch('/config.json')).json()) as { apiUrl: string };
      const res = await fetch(`${apiUrl}/api/user`, { credentials: 'include', headers: { Accept: 'application/json' } });
      return ((await res.json()) as { id: number }).id;
    });
    // Someone else's advert on sale or to let offers this user a booking button; one of their own lets has rooms to add.
    ({ othersAdvert, ownLet } = await page.evaluate(async (me) => {
      const { apiUrl } = (await (await fetch('/config.json')).json()) as { apiUrl: string };
      const found = { othersAdvert: 0, ownLet: 0 };
      for (let id = 1; id < 600 && !(found.othersAdvert && found.ownLet); id++) {
        const res = await fetch(`${apiUrl}/api/properties/${id}`, { headers: { Accept: 'application/json' } });
        if (!res.ok) continue;
        const advert = ((await res.json()) as { data: PublicAdvert }).data;
        if (!found.othersAdvert && advert.user_id !== me && advert.is_published && (advert.is_let || advert.is_sale))
          found.othersAdvert = id;
        if (!found.ownLet && advert.user_id === me && advert.is_let) found.ownLet = id;
      }
      return found;
    }, hostId));
    expect(othersAdvert, "a published advert of someone else's").toBeGreaterThan(0);
    expect(ownLet, "a let of the user's own").toBeGreaterThan(0);
  });

  test.afterAll(() => page.context().close());

  test('the booking dialog', async () => {
    await page.goto(`/ad-details/${othersAdvert}`);
    const opener = page.getByRole('button', { name: /^(Book Viewing|Reserve)$/ });
    await expect(opener).toBeVisible();
    await keyboardRoundTrip(page, opener, page.getByRole('dialog', { name: /^(Book Viewing|Reservation)$/ }));
  });

  test('the report prompt, after choosing a reason from the report menu', async () => {
    const menu = page.getByRole('button', { name: 'Report', exact: true }).first();
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    const spam = page.getByRole('list', { name: 'Report this advert' }).getByRole('button', { name: 'Spam' });
    await tabTo(page, spam, { most: 5 });
    await page.keyboard.press('Enter');
    const prompt = page.getByRole('dialog', { name: 'Report as Spam' });
    await expect(prompt).toBeVisible();
    await expect.poll(() => holdsFocus(prompt)).toBe(true);
    await expectNoSeriousViolations(page, prompt);
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    // Choosing a reason closed the menu, so the focus goes back to the menu's button.
    await expect.poll(() => hasFocus(menu), 'the focus is back on the Report button').toBe(true);
  });

  test('the reviews list and the add-review dialog', async () => {
    await keyboardRoundTrip(
      page,
      page.getByRole('button', { name: 'Read neighbourhood reviews' }),
      page.getByRole('dialog', { name: 'Neighbourhood Reviews' }),
    );
    await keyboardRoundTrip(
      page,
      page.getByRole('button', { name: 'Add Neighbourhood Review' }),
      page.getByRole('dialog', { name: 'Add Neighbourhood Review' }),
    );
  });

  test("the portfolio's preview and the confirmation before deleting a listing", async () => {
    await page.goto('/dashboard-portfolio');
    const first = page.getByRole('list', { name: 'Your adverts' }).getByRole('listitem').first();
    await keyboardRoundTrip(page, first.getByRole('button', { name: 'Preview' }), page.getByRole('dialog', { name: /^Preview: / }));
    await keyboardRoundTrip(page, first.getByRole('button', { name: 'Delete' }), page.getByRole('dialog', { name: /^Delete this / }));
    // Escape is the dialog's Go Back: the listing is still there.
    await expect(first).toBeVisible();
  });

  test('the Raise Issue dialog of a booking', async () => {
    await page.goto('/dashboard-bookings');
    const raise = page.getByRole('button', { name: 'Raise Issue' }).first();
    await expect(raise).toBeVisible();
    await keyboardRoundTrip(page, raise, page.getByRole('dialog', { name: 'Raise Issue' }));
  });

  test('the advert form: leaving with changes, the form drafts and the Add Room dialog', async () => {
    await page.goto(`/add-edit-ad/${ownLet}`);
    const form = page.locator('[data-remote="mfe-supply"]').filter({ visible: true }).first();
    const title = form.getByLabel('Title');
    await expect(title).toBeVisible({ timeout: 30_000 });
    await tabTo(page, title);
    await page.keyboard.press('End');
    await page.keyboard.type(', newly painted');
    // The home link sits above the form: a keyboard user goes back to it.
    await keyboardRoundTrip(
      page,
      page.getByRole('link', { name: 'Roofline home' }),
      page.getByRole('dialog', { name: 'Leave this page?' }),
      true,
    );
    await expect(title).toHaveValue(/, newly painted$/);

    await keyboardRoundTrip(page, form.getByRole('button', { name: 'Save as draft' }), page.getByRole('dialog', { name: 'Form Drafts' }));

    const next = form.getByRole('button', { name: 'Next' });
    for (let step = 0; step < 3; step += 1) await next.press('Enter');
    await expect(form.getByRole('heading', { name: 'Rooms' })).toBeVisible();
    await keyboardRoundTrip(page, form.getByRole('button', { name: 'Add Room' }), page.getByRole('dialog', { name: 'Add Room' }), true);
  });
});

test('signed out, the way to log in under an advert is reached with the keyboard and comes back to the advert', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  await page.goto('/ad-details/48');
  const login = page.getByRole('main').getByRole('link', { name: 'Login' });
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fad-details%2F48$/);
  await expect(page.getByLabel('Email address')).toBeVisible();
});

test("the map's legend and an open pin popup's card work with the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  // The pins drawn are those of the latest map answer.
  let columns: Promise<PinColumns> = new Promise(() => undefined);
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/properties-map') columns = r.json().then(({ data }: { data: PinColumns }) => data);
  });
  await page.goto('/');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
  const map = page.getByRole('region', { name: 'Map of adverts' });
  const pinCount = async () => Number(/^([\d,]+) pins/.exec((await map.getAttribute('aria-description')) ?? '')?.[1]?.replace(/,/g, ''));
  await expect.poll(pinCount).toBeGreaterThan(0);
  // Past the home's introduction, to the map, from the keyboard.
  const browse = page.getByRole('button', { name: 'Browse the map' });
  await browse.press('Enter');
  await expect(browse).toHaveCount(0);

  // The legend's eye buttons hide and show a kind of pin from the keyboard.
  const before = await pinCount();
  const hide = page.getByRole('list', { name: 'Map legend' }).getByRole('button', { name: 'Hide Residential' });
  await tabTo(page, hide);
  await page.keyboard.press('Enter');
  const show = page.getByRole('list', { name: 'Map legend' }).getByRole('button', { name: 'Show Residential' });
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(pinCount).toBeLessThan(before);
  await expect.poll(() => hasFocus(show)).toBe(true);
  await page.keyboard.press('Space');
  await expect(hide).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(pinCount).toBe(before);

  // A popup opened by the mouse: its card is next in the Tab order; Escape closes it and leaves the
  // keyboard on the map; opened again, its card opens the advert with the list.
  await page.waitForLoadState('networkidle');
  const answer = await columns;
  const pins = await pinsOnScreen(page, answer);
  const lone = pins.find(await isLoneLowPin(page, pins));
  expect(lone, 'a pin on its own in the lower middle of the map').toBeDefined();
  await clickPin(page, lone!);
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  const card = popup.getByRole('button', { name: /^Open / });
  const title = (await card.getAttribute('aria-label'))!.replace(/^Open /, '');
  await tabTo(page, card, { most: 40 });
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect.poll(() => hasFocus(mapCanvas(page))).toBe(true);
  // The map took the focus and the page may have scrolled it into view: its pin is found on the screen again.
  await clickPin(
    page,
    (await pinsOnScreen(page, answer)).find((p) => p.id === lone!.id)!,
  );
  await tabTo(page, card, { most: 40 });
  await page.keyboard.press('Enter');
  const detail = page.getByRole('region', { name: 'Advert details' });
  await expect(detail.getByRole('button', { name: 'Close advert details' })).toBeVisible();
  await expect(detail.getByText(title).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results list' })).toBeVisible();
});
