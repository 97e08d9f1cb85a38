import { BOOT_PLANS, bootOf } from './bootPlans.cjs';
import { REMOTES } from './platform.cjs';

test("each page's plan: its path pattern, its remote and module, its first request and its preview", () => {
  expect(
    BOOT_PLANS.map(({ page, pattern, remote, module, signedIn, preview }) => ({
      page,
      pattern: pattern.source,
      remote,
      module,
      signedIn,
      preview,
    })),
  ).toEqual([
    {
      page: 'advert',
      pattern: '^\\/ad-(details|service)\\/(\\d+)\\/?$',
      remote: 'mfe-ad-details',
      module: './AdvertPage',
      signedIn: false,
      preview: 'advert.html',
    },
    {
      page: 'statistics',
      pattern: '^\\/dashboard-statistics\\/?$',
      remote: 'mfe-dashboard',
      module: './Dashboard',
      signedIn: true,
      preview: 'dashboard.html',
    },
    {
      page: 'dashboard',
      pattern: '^\\/dashboard-[a-z-]+(\\/|$)',
      remote: 'mfe-dashboard',
      module: './Dashboard',
      signedIn: true,
      preview: null,
    },
  ]);
  for (const plan of BOOT_PLANS) expect(REMOTES).toContain(plan.remote);
});

test("an advert's page: the detail remote, the advert's own GET and its served preview, for anyone", () => {
  expect(bootOf('/ad-details/705', false)).toEqual({
    page: 'advert',
    remote: 'mfe-ad-details',
    module: './AdvertPage',
    firstRequest: 'api/properties/705',
    preview: 'advert.html',
  });
  expect(bootOf('/ad-service/12/', true)).toMatchObject({ page: 'advert', firstRequest: 'api/services/12' });
  // No advert has such an id: its remote still loads (the page says so), but nothing is asked for it.
  for (const path of ['/ad-details/0', '/ad-details/12345678901'])
    expect(bootOf(path, false)).toMatchObject({ page: 'advert', firstRequest: null });
});

test("the dashboard's pages only for a browser that may be signed in; the statistics page asks for its figures at once", () => {
  expect(bootOf('/dashboard-statistics', true)).toEqual({
    page: 'statistics',
    remote: 'mfe-dashboard',
    module: './Dashboard',
    firstRequest: 'api/user/statistics?days=30',
    preview: 'dashboard.html',
  });
  expect(bootOf('/dashboard-portfolio', true)).toMatchObject({ page: 'dashboard', remote: 'mfe-dashboard', firstRequest: null });
  expect(bootOf('/dashboard-user-messages/12', true)).toMatchObject({ page: 'dashboard', firstRequest: null });
  for (const path of ['/dashboard-statistics', '/dashboard-portfolio']) expect(bootOf(path, false)).toBeNull();
});

test('other pages wait for their slots', () => {
  for (const path of ['/', '/about', '/login', '/ad-details/', '/ad-details/abc', '/ad-details/48/edit', '/donate', '/post-advert'])
    expect(bootOf(path, true)).toBeNull();
});
