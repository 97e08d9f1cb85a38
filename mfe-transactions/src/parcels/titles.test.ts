import { addReviewTitle } from './titles';

it('titles the add review dialog by review type', () => {
  expect(addReviewTitle('neighbourhood')).toBe('Add Neighbourhood Review');
  expect(addReviewTitle('host')).toBe('Add Host Review');
  expect(addReviewTitle('service')).toBe('Add Service Review');
  expect(addReviewTitle('guest')).toBe('Add Guest Review');
});
