import { confirmationOf } from './rules';

describe('the submit confirmation', () => {
  test('an advert links to its page and the portfolio', () => {
    expect(confirmationOf('41', 'property')).toEqual({
      heading: 'Your advert is published',
      viewLabel: 'View your advert',
      viewPath: '/ad-details/41',
      portfolioLabel: 'Go to my portfolio',
      portfolioPath: '/dashboard-portfolio',
      paymentLine: null,
    });
  });

  test('a service links to its page and my services, with the payment reference when there is one', () => {
    const c = confirmationOf('7', 'service', 'pi_123');
    expect(c.viewPath).toBe('/ad-service/7');
    expect(c.portfolioPath).toBe('/dashboard-services');
    expect(c.paymentLine).toBe('Payment reference: pi_123');
  });

  test('no link to a page when the id is missing or not a number', () => {
    expect(confirmationOf(undefined).viewPath).toBeNull();
    expect(confirmationOf('abc').viewPath).toBeNull();
  });
});
