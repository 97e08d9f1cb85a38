import { confirmationOf } from './rules';

describe('the submit confirmation', () => {
  test('an advert links to its page and the portfolio', () => {
    expect(confirmationOf('41', 'property')).toEqual({
      heading: 'Your advert is published',
      subject: null,
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

  test('names what it confirms, and says so when it is not published', () => {
    expect(confirmationOf('41', 'property', undefined, { title: 'Canal rooms', published: true })).toMatchObject({
      heading: 'Your advert is published',
      subject: 'Canal rooms',
    });
    expect(confirmationOf('7', 'service', undefined, { title: 'Camden plumber', published: false }).heading).toBe(
      'Your service is saved but not published yet',
    );
  });

  test('no link to a page when the id is missing or not a number', () => {
    expect(confirmationOf(undefined).viewPath).toBeNull();
    expect(confirmationOf('abc').viewPath).toBeNull();
  });
});
