import { pageRemote } from './remoteScreens';

test("an advert's page and the dashboard's pages name the remote the shell starts loading at boot", () => {
  expect(pageRemote('/ad-details/705')).toEqual({ remote: 'mfe-ad-details', module: './AdvertPage' });
  expect(pageRemote('/ad-service/12')).toEqual({ remote: 'mfe-ad-details', module: './AdvertPage' });
  expect(pageRemote('/dashboard-statistics')).toEqual({ remote: 'mfe-dashboard', module: './Dashboard' });
  expect(pageRemote('/dashboard-statistics/1')).toEqual({ remote: 'mfe-dashboard', module: './Dashboard' });
  expect(pageRemote('/dashboard-portfolio')).toEqual({ remote: 'mfe-dashboard', module: './Dashboard' });
});

test('other pages wait for their slots', () => {
  for (const path of ['/', '/about', '/ad-details/', '/ad-details/abc', '/donate', '/login']) expect(pageRemote(path)).toBeNull();
});
