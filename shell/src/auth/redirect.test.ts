import { DEFAULT_AFTER_LOGIN, safeRedirect, withRedirect } from './redirect';

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
