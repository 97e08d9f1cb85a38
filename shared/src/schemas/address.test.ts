import { fullAddress, postcodeProblem } from './address';

test('an address ends with its country when it has one, the postcode in capitals', () => {
  const parkway = { line_1: '4 Parkway', city: 'London', postcode: 'nw1 7aa' };
  expect(fullAddress({ ...parkway, country: 'United Kingdom' })).toBe('4 Parkway, London, NW1 7AA, United Kingdom');
  expect(fullAddress(parkway)).toBe('4 Parkway, London, NW1 7AA');
  expect(fullAddress({ line_1: '12 Grafton Street', city: 'Dublin', postcode: 'D02 VF25', country: 'Ireland' })).toBe(
    '12 Grafton Street, Dublin, D02 VF25, Ireland',
  );
});

test('the street shows only when the address line does not already name it', () => {
  expect(fullAddress({ line_1: 'Flat 2', street: 'Baker Street', city: 'London', postcode: 'NW1 6XE' })).toBe(
    'Flat 2, Baker Street, London, NW1 6XE',
  );
  expect(fullAddress({ line_1: '221B Baker Street', street: 'Baker Street', city: 'London', postcode: 'NW1 6XE' })).toBe(
    '221B Baker Street, London, NW1 6XE',
  );
});

test("each country's postcode rule names its own message", () => {
  expect(postcodeProblem('NW1 7AA')).toBeUndefined();
  expect(postcodeProblem('D02 VF25', 'Ireland')).toBeUndefined();
  expect(postcodeProblem('28013', 'Spain')).toBeUndefined();
  expect(postcodeProblem('28013')).toBe('Please enter a valid UK postcode');
  expect(postcodeProblem('NW1 7AA', 'Ireland')).toBe('Please enter a valid Eircode');
});
