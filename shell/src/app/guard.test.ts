import { loginRedirect } from './guard';

describe('loginRedirect', () => {
  it('lets a signed-in user through', () => {
    expect(loginRedirect({ pathname: '/donate', search: '' }, true)).toBeNull();
  });

  it('sends a visitor to login with the original path', () => {
    expect(loginRedirect({ pathname: '/dashboard-portfolio', search: '' }, false)).toBe('/login?redirect=%2Fdashboard-portfolio');
  });

  it('keeps the query of the original path so it survives the round trip', () => {
    const target = loginRedirect({ pathname: '/add-review', search: '?ad_id=12&booking_id=7&type=host', hash: '' }, false);
    const redirect = new URL(target!, 'http://roofline.test').searchParams.get('redirect');
    expect(redirect).toBe('/add-review?ad_id=12&booking_id=7&type=host');
  });

  it('keeps optional path segments and the fragment', () => {
    const target = loginRedirect({ pathname: '/dashboard-user-messages/44', search: '', hash: '#latest' }, false);
    expect(new URL(target!, 'http://roofline.test').searchParams.get('redirect')).toBe('/dashboard-user-messages/44#latest');
  });
});
