import { reviewsTitle } from './titles';

it('names the reviews modal after its review type', () => {
  expect(reviewsTitle('neighbourhood')).toBe('Neighbourhood Reviews');
  expect(reviewsTitle('host')).toBe('Host Reviews');
  expect(reviewsTitle('service')).toBe('Service Reviews');
  expect(reviewsTitle('guest')).toBe('Guest Reviews');
  expect(reviewsTitle('other')).toBe('Reviews');
});
