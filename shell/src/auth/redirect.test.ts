import { DEFAULT_AFTER_LOGIN, safeRedirect, signInLink, withRedirect } from './redirect';

test('a same-site path (with its query and fragment) is kept', () => {
  expect(safeRedirect('/dashboard-bookings')).toBe('/dashboard-bookings');
  expect(safeRedirect('/add-review?ad_id=4&type=host#top')).toBe('/add-review?ad_id=4&type=host#top');
  expect(safeRedirect('/ad-details/12')).toBe('/ad-details/12');
});

test('no redirect goes to the statistics dashboard', () => {
  expect(safeRedirect(null)).toBe(DEFAULT_AFTER_LOGIN);
  expect(safeRedirect('')).toBe('/dashboard-statistics');
});

test.each([
  'https://evil.example/steal',
  '//evil.example/steal',
  '/\\evil.example',
  'javascript:alert(1)',
  'dashboard-bookings',
  '/\t/evil.example',
  '/%0a/evil.example'.replace('%0a', '\n'),
])('refuses %j (not a path on this site)', (value) => {
  expect(safeRedirect(value)).toBe(DEFAULT_AFTER_LOGIN);
});

test('never sends a person back to a sign-in page', () => {
  expect(safeRedirect('/login?redirect=/donate')).toBe(DEFAULT_AFTER_LOGIN);
  expect(safeRedirect('/register')).toBe(DEFAULT_AFTER_LOGIN);
  expect(safeRedirect('/login-help')).toBe('/login-help');
});

test('links between sign-in pages carry the redirect along', () => {
  expect(withRedirect('/register', '/donate?amount=5')).toBe('/register?redirect=%2Fdonate%3Famount%3D5');
  expect(withRedirect('/register', null)).toBe('/register');
});

test('a sign-in link carries the page the person is on, query and fragment included', () => {
  expect(signInLink('/login', { pathname: '/ad-details/12', search: '?tab=reviews', hash: '#top' })).toBe(
    '/login?redirect=%2Fad-details%2F12%3Ftab%3Dreviews%23top',
  );
});

test('a sign-in link from a sign-in page keeps the way back that page carries', () => {
  expect(signInLink('/register', { pathname: '/login', search: '?redirect=%2Fdonate' })).toBe('/register?redirect=%2Fdonate');
  expect(signInLink('/login', { pathname: '/register', search: '' })).toBe('/login');
});
