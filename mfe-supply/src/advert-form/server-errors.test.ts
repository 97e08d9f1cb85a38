import { emptyAdvert } from './rules';
import { fieldErrorsFrom, formFieldOf, stepOfField } from './server-errors';

describe("the server's 422s under the form's fields", () => {
  const values = {
    ...emptyAdvert(),
    discounts: {
      term: { on: false, term: null, fee: null, fee_type: 1 as const },
      last_minute: { on: true, term: 2, fee: 150, fee_type: 1 as const },
      no_of_guests: { on: false, term: null, fee: null, fee_type: 1 as const },
    },
  };

  test('nested keys of the body name the flat fields of the form', () => {
    expect(formFieldOf('address.postcode', values)).toBe('postcode');
    expect(formFieldOf('address.latitude', values)).toBe('postcode');
    expect(formFieldOf('contact.email', values)).toBe('contact_email');
    expect(formFieldOf('contact.address.postcode', values)).toBe('contact_address.postcode');
    expect(formFieldOf('contact.address.longitude', values)).toBe('contact_address.postcode');
    expect(formFieldOf('ad_type', values)).toBe('ad_kind');
    expect(formFieldOf('rooms.1.price', values)).toBe('rooms');
    expect(formFieldOf('details.parking_fee', values)).toBe('details.parking_fee');
    expect(formFieldOf('is_auction', values)).toBe('flags.is_auction');
    // The only discount sent is the last-minute one.
    expect(formFieldOf('discounts.0.discount_fee', values)).toBe('discounts.last_minute.fee');
  });

  test('each field belongs to its step, so the form can open it', () => {
    expect(stepOfField('postcode')).toBe('where');
    expect(stepOfField('property_title')).toBe('what');
    expect(stepOfField('flags.is_auction')).toBe('price');
    expect(stepOfField('investment.roi')).toBe('details');
    expect(stepOfField('discounts.last_minute.fee')).toBe('policies');
    expect(stepOfField('contact_email')).toBe('contact');
    expect(stepOfField('contact_address.city')).toBe('contact');
  });

  test('the first message of each field is kept; keys without a field stay for the list', () => {
    expect(
      fieldErrorsFrom(
        {
          'address.postcode': ['The postcode field must be a valid UK postcode.', 'second'],
          property_title: ['The property title field is required.'],
          images: ['Too many images.'],
        },
        values,
      ),
    ).toEqual({
      fields: { postcode: 'The postcode field must be a valid UK postcode.', property_title: 'The property title field is required.' },
      rest: { images: ['Too many images.'] },
    });
  });
});
