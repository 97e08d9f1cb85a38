// Adverts a UK agent may lawfully publish (issue 42): an agent lists a leasehold flat for sale, is taken
// back to the price step when publishing without its council tax band, states it, publishes, and sees
// Part A (band, tenure and lease) near the price on the advert's page, with the EPC and Parts B and C;
// then a seeded agency's let, which links to the agent's fees and names its schemes (Consumer Rights Act s83).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { shoot } from '../support/booking';
import { signInPage, xsrfHeader } from '../support/apiSession';
import { followConfirmationMail } from '../support/mail';

const LONDON = { address: 'London, Greater London, England, United Kingdom', boundary_box: [-0.5103, 51.2868, 0.334, 51.6919] };

const form = (page: Page) => page.locator('[data-remote="mfe-supply"]').filter({ visible: true }).first();

async function next(page: Page, heading: string): Promise<void> {
  await form(page).getByRole('button', { name: 'Next' }).click();
  await expect(form(page).getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

test('an agent publishes a leasehold flat and its page states Part A beside the price @phone', async ({ page, request }, testInfo) => {
  const { apiUrl } = (await (await request.get('/config.json')).json()) as { apiUrl: string };
  const stamp = Date.now();
  const email = `agent.${stamp}@example.co.uk`;
  await signInPage(page, apiUrl, { email, password: 'correct horse', name: 'Olivia Grant' }, { register: true });
  // A new account confirms its address before it may publish (issue 40).
  await followConfirmationMail(page, email);
  await page.goto('/add-edit-ad');
  const title = `Leasehold flat by the canal ${stamp}`;

  await form(page).getByLabel('Ad type').selectOption('sale');
  await form(page).getByLabel('Category').selectOption({ label: 'Residential' });
  await form(page).getByLabel('Type', { exact: true }).selectOption({ label: 'Flat' });
  await form(page).getByLabel('Title').fill(title);
  await next(page, 'Where');
  await form(page).getByLabel('Address line').fill('12 Jamestown Road');
  await form(page).getByLabel('Town or city').fill('London');
  await form(page).getByLabel('Postcode').fill('NW1 7BY');
  await form(page).getByRole('button', { name: 'Find on the map' }).click();
  await expect(form(page).getByText(/Found on the map|Placed in London on the map/)).toBeVisible();
  await next(page, 'Price and dates');

  // Part A beside the price, for England: the tenure first, and a leasehold's lease with it.
  await form(page).getByLabel('Price (£)').fill('450000');
  await expect(form(page).getByText('In England: its law applies.')).toBeVisible();
  await form(page).getByLabel('Tenure').selectOption('leasehold');
  await form(page).getByLabel('Years left on the lease (years)').fill('118');
  await form(page).getByLabel('Ground rent a year (£)').fill('250');
  await form(page).getByLabel('Service charge a year (£)').fill('1800');
  await form(page).getByLabel('EPC rating', { exact: true }).selectOption('C');
  await form(page).getByLabel('EPC potential rating (optional)').selectOption('B');
  await next(page, 'Details and amenities');
  await next(page, 'Material information');
  const partB: Array<[string, string]> = [
    ['Construction', 'standard'],
    ['Electricity', 'mains'],
    ['Water', 'mains'],
    ['Sewerage', 'mains'],
    ['Heating', 'mains_gas'],
    ['Broadband', 'fttp'],
    ['Mobile signal', 'ask_agent'],
    ['Parking', 'on_street_permit'],
  ];
  for (const [label, value] of partB) await form(page).getByLabel(label, { exact: true }).selectOption(value);
  await form(page).getByLabel('Flooded in the last five years (optional)').selectOption('no');
  await next(page, 'Photos and floorplans');
  await next(page, 'Contact');
  await next(page, 'Save and publish');

  // Without the council tax band it cannot be published: the form goes back to it.
  await form(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(form(page).getByRole('heading', { name: 'Price and dates', exact: true })).toBeVisible();
  // Under the field and in the summary above the form, the field taking the focus.
  await expect(form(page).getByText('The council tax band is required to publish this advert.')).toHaveCount(2);
  await expect(form(page).getByLabel('Council tax band')).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByLabel('Council tax band')).toBeFocused();
  await form(page).getByLabel('Council tax band').selectOption('D');
  for (const heading of ['Details and amenities', 'Material information', 'Photos and floorplans', 'Contact', 'Save and publish'])
    await next(page, heading);
  await form(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/add-submit-confirmation\/\d+\/property/);
  const id = Number(/add-submit-confirmation\/(\d+)/.exec(page.url())?.[1]);

  await page.goto(`/ad-details/${id}`);
  const advert = page.getByRole('article', { name: title });
  const material = advert.getByRole('region', { name: 'Material information' });
  await expect(material).toBeVisible();
  const partA = material.getByRole('definition');
  await expect(partA.filter({ hasText: 'Band D' })).toBeVisible();
  await expect(partA.filter({ hasText: 'Leasehold' })).toBeVisible();
  await expect(partA.filter({ hasText: '118 years' })).toBeVisible();
  await expect(partA.filter({ hasText: '£250 a year' })).toBeVisible();
  await expect(material.getByRole('figure', { name: 'Energy performance: current C, potential B' })).toBeVisible();
  // Beside the price: the section follows the price in the advert's header, above the map and the rest.
  const price = await advert.getByText('£450,000', { exact: true }).first().boundingBox();
  const section = await material.boundingBox();
  expect(price && section && section.y - (price.y + price.height)).toBeLessThan(200);
  await material.getByText('Utilities, broadband, parking and risks').click();
  await expect(material.getByRole('definition').filter({ hasText: 'Ask agent' }).first()).toBeVisible();
  await shoot(page, testInfo, 'Material information beside the price');

  // A seeded letting agent's let in London: under Marketed By, its fees and its two schemes.
  const search = await page.request.post(`${apiUrl}/api/properties-list`, {
    data: { ad_type: 5, is_let: 1, is_long_short_term: 1, ...LONDON },
    headers: await xsrfHeader(await page.context().cookies(apiUrl)),
  });
  const lets = (await search.json()) as { data: Array<{ id: number }> };
  let agencyLet: { id: number; property_title: string; agency: { cmp_member_no: string; redress_member_no: string } } | null = null;
  for (const card of lets.data) {
    agencyLet = (await (await page.request.get(`${apiUrl}/api/properties/${card.id}`)).json()).data;
    if (agencyLet?.agency) break;
  }
  expect(agencyLet?.agency, 'a seeded agency let in London').toBeTruthy();
  if (!agencyLet) return;
  await page.goto(`/ad-details/${agencyLet.id}`);
  const agent = page
    .getByRole('article', { name: agencyLet.property_title })
    .getByRole('list', { name: "Letting agent's fees and schemes" });
  await expect(agent.getByText("Agent's fees")).toBeVisible();
  await expect(agent.getByText(/^Client money protection: .+, member /)).toHaveText(
    new RegExp(`member ${agencyLet.agency.cmp_member_no}$`),
  );
  await expect(agent.getByText(/^Redress: (The Property Ombudsman|Property Redress Scheme), member /)).toHaveText(
    new RegExp(`member ${agencyLet.agency.redress_member_no}$`),
  );
  await agent.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, "A letting agent's fees and schemes on its let");
});
