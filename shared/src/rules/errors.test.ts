import { firstError, firstErrorMessages } from './errors';

test('one message per field, the first', () => {
  const errors = { address: ['The address field is required.', 'Too long'], ad_type: ['Choose an ad type.'], guests: [] };
  expect(firstErrorMessages(errors)).toEqual([
    { field: 'address', message: 'The address field is required.' },
    { field: 'ad_type', message: 'Choose an ad type.' },
  ]);
  expect(firstError(errors, 'address')).toBe('The address field is required.');
  expect(firstError(errors, 'postcode')).toBeUndefined();
  expect(firstErrorMessages(null)).toEqual([]);
});
