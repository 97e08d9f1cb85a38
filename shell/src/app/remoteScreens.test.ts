import { pageRemote } from './remoteScreens';

test("an advert's page and the dashboard's pages name the remote the shell starts loading at boot", () => {
  expect(pageRemote('/ad-details/705', false)).toEqual({ remote: 'mfe-ad-details', module: './AdvertPage' });
  expect(pageRemote('/ad-service/12', false)).toEqual({ remote: 'mfe-ad-details', module: './AdvertPage' });
  expect(pageRemote('/dashboard-statistics', true)).toEqual({ remote: 'mfe-dashboard', module: './Dashboard' });
  expect(pageRemote('/dashboard-statistics/1', true)).toEqual({ remote: 'mfe-dashboard', module: './Dashboard' });
  expect(pageRemote('/dashboard-portfolio', true)).toEqual({ remote: 'mfe-dashboard', module: './Dashboard' });
});

test('other pages wait for their slots', () => {
  for (const path of ['/', '/about', '/ad-details/', '/ad-details/abc', '/donate', '/login']) expect(pageRemote(path, true)).toBeNull();
});

test("a visitor with no sign-in marker is sent to sign in, so the dashboard's remote is not fetched for them", () => {
  expect(pageRemote('/dashboard-statistics', false)).toBeNull();
});
