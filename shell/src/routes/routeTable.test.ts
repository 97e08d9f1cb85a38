import { matchRoutes } from 'react-router-dom';
import { documentTitle, pathTo, routeTable } from './routeTable';

function match(url: string) {
  const matches = matchRoutes(routeTable, url);
  const last = matches?.at(-1);
  if (!last) return null;
  const { route, params } = last;
  return { id: route.id, access: route.access, params };
}

describe('route table', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/contact', 'contact'],
    ['/careers', 'careers'],
    ['/qna', 'qna'],
    ['/privacy-policy', 'privacy-policy'],
    ['/cookie-policy', 'cookie-policy'],
    ['/terms-and-conditions', 'terms-and-conditions'],
    ['/services', 'services'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/forgot-password', 'forgot-password'],
    ['/reset-password', 'reset-password'],
    ['/unsubscribe', 'unsubscribe'],
    ['/verify-email', 'verify-email'],
    ['/ad-details/41', 'ad-details'],
    ['/ad-service/8', 'ad-service'],
  ])('lets everyone open %s', (url, id) => {
    expect(match(url)).toMatchObject({ id, access: 'guest' });
  });

  it.each([
    ['/donate', 'donate'],
    ['/booking-payment/9f2c1e', 'booking-payment'],
    ['/add-review', 'add-review'],
    ['/add-edit-ad', 'add-edit-ad'],
    ['/add-edit-ad/12', 'add-edit-ad'],
    ['/add-edit-service', 'add-edit-service'],
    ['/add-edit-service/3', 'add-edit-service'],
    ['/add-submit-confirmation', 'add-submit-confirmation'],
    ['/dashboard-statistics', 'dashboard-statistics'],
    ['/dashboard-statistics/1', 'dashboard-statistics'],
    ['/dashboard-portfolio', 'dashboard-portfolio'],
    ['/dashboard-services', 'dashboard-services'],
    ['/dashboard-user-settings', 'dashboard-user-settings'],
    ['/dashboard-user-calendar', 'dashboard-user-calendar'],
    ['/dashboard-bookings', 'dashboard-bookings'],
    ['/dashboard-trips', 'dashboard-trips'],
    ['/dashboard-saved-searches', 'dashboard-saved-searches'],
    ['/dashboard-favourites', 'dashboard-favourites'],
    ['/dashboard-reviews', 'dashboard-reviews'],
    ['/dashboard-user-messages', 'dashboard-user-messages'],
    ['/dashboard-notifications', 'dashboard-notifications'],
  ])('needs a login for %s', (url, id) => {
    expect(match(url)).toMatchObject({ id, access: 'login' });
  });

  it('passes the optional segments on as params', () => {
    expect(match('/add-submit-confirmation/12/property/pi_3Nx')?.params).toMatchObject({
      id: '12',
      type: 'property',
      paymentId: 'pi_3Nx',
    });
    expect(match('/dashboard-user-messages/77')?.params).toMatchObject({ chat_room_id: '77' });
    expect(match('/dashboard-statistics/1')?.params).toMatchObject({ is_boarded: '1' });
  });

  it('matches nothing for an unknown path, so the 404 page shows', () => {
    expect(match('/flats-in-leeds')).toBeNull();
    expect(match('/ad-details')).toBeNull();
  });

  it('titles pages after the page, and the home after the brand', () => {
    expect(documentTitle('About')).toBe('About – Roofline');
    expect(documentTitle('Homes, lets and services across the UK', true)).toBe('Roofline – Homes, lets and services across the UK');
  });
});

describe('pathTo', () => {
  it('gives the link of a route without its optional segments', () => {
    expect(pathTo('dashboard-statistics')).toBe('/dashboard-statistics');
    expect(pathTo('add-edit-ad')).toBe('/add-edit-ad');
    expect(pathTo('login')).toBe('/login');
  });
});
