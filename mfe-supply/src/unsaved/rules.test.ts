import { inAppDestination, type LinkClick } from './rules';

const here = { origin: 'https://roofline.test', pathname: '/add-edit-ad/41', search: '' };
const click = (over: Partial<LinkClick>): LinkClick => ({ href: '', target: null, download: false, button: 0, modified: false, ...over });

describe('which link clicks leave the form', () => {
  test('a plain click to another page of the product leaves, with its query and fragment', () => {
    expect(inAppDestination(click({ href: 'https://roofline.test/dashboard-portfolio?page=2#top' }), here)).toBe(
      '/dashboard-portfolio?page=2#top',
    );
  });

  test('new tabs, downloads, other sites and the same address do not', () => {
    const away = 'https://roofline.test/';
    expect(inAppDestination(click({ href: away, target: '_blank' }), here)).toBeNull();
    expect(inAppDestination(click({ href: away, modified: true }), here)).toBeNull();
    expect(inAppDestination(click({ href: away, button: 1 }), here)).toBeNull();
    expect(inAppDestination(click({ href: away, download: true }), here)).toBeNull();
    expect(inAppDestination(click({ href: 'https://example.com/' }), here)).toBeNull();
    expect(inAppDestination(click({ href: 'https://roofline.test/add-edit-ad/41#photos' }), here)).toBeNull();
    expect(inAppDestination(click({ href: away, target: '_self' }), here)).toBe('/');
  });
});
