import { readFileSync } from 'node:fs';
import { STATISTICS_PERIODS } from '@marketplace/shared';
import { join } from 'node:path';
import { DASHBOARD_PAGES, dashboardPath } from '../layout/dashboardPages';
import { FIGURE_SLOTS } from './figures';

/**
 * The web origin serves the statistics page with its frame already in the HTML (the shell's
 * dashboard-preview.html), which this remote then replaces: it must say what this page says, in its order.
 */
const preview = new DOMParser().parseFromString(
  readFileSync(join(__dirname, '../../../shell/dashboard-preview.html'), 'utf8'),
  'text/html',
);
const texts = (selector: string) => [...preview.querySelectorAll(selector)].map((node) => node.textContent?.trim());

test("the served preview names the dashboard's pages, in the menu's order, with the statistics page current", () => {
  const links = [...preview.querySelectorAll<HTMLAnchorElement>('nav a')];
  expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(DASHBOARD_PAGES.map((p) => [p.label, dashboardPath(p.page)]));
  expect(texts('nav a[aria-current="page"]')).toEqual(['Statistics']);
  expect(texts('h1')).toEqual(['Statistics']);
});

test("the served preview's cards are the figures' places as this page draws them while they load", () => {
  expect(texts('ul[aria-label="Your figures"] > li > span:first-child')).toEqual(FIGURE_SLOTS.map((f) => f.label));
  expect(texts('h2')).toEqual(['Activity']);
  expect(texts('h2 + div > span')).toEqual(STATISTICS_PERIODS.map((days) => `${days} days`));
  expect(texts('[role="status"]')).toEqual(['Loading…']);
});
