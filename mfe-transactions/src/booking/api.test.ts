import { postcodeOf } from './api';

test("a suggestion's postcode comes from its context, or its own text when it is a postcode", () => {
  expect(
    postcodeOf({
      id: 'a',
      place_type: ['address'],
      text: 'Park Row',
      place_name: '10 Park Row',
      context: [{ id: 'postcode.9', text: 'LS1 5HD' }],
    }),
  ).toBe('LS1 5HD');
  expect(postcodeOf({ id: 'b', place_type: ['postcode'], text: 'LS2 7EW', place_name: 'LS2 7EW, Leeds' })).toBe('LS2 7EW');
  expect(postcodeOf({ id: 'c', place_type: ['place'], text: 'Leeds', place_name: 'Leeds' })).toBeNull();
});
