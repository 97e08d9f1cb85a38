import type { ReviewScores } from '../entities';
import { filterByStarBand, overallRating, reviewRating, starBand } from './ratings';

test('star bands follow the spec boundaries', () => {
  expect([0, 1, 1.99].map(starBand)).toEqual([1, 1, 1]);
  expect([2, 2.99].map(starBand)).toEqual([2, 2]);
  expect([3, 3.99].map(starBand)).toEqual([3, 3]);
  expect([4, 4.99].map(starBand)).toEqual([4, 4]);
  expect(starBand(5)).toBe(5);
});

test('a band whose flag is false is hidden', () => {
  const ratings = [1.5, 2.5, 4.99, 5];
  const shown = filterByStarBand(ratings, { 1: true, 2: false, 3: true, 4: false, 5: true }, (r) => r);
  expect(shown).toEqual([1.5, 5]);
});

test('overall rating is the mean of the criteria of the kind, to one decimal', () => {
  const service: ReviewScores<'service'> = { review_communication: 5, review_professionalism: 4, review_value: 4 };
  expect(reviewRating('service', service)).toBe(4.3);
  const host: ReviewScores<'host'> = { review_communication: 5, review_cleanliness: 4, review_location: 4, review_value: 4 };
  expect(reviewRating('host', host)).toBe(4.3);
  const hood: ReviewScores<'neighbourhood'> = {
    review_amenities: 3,
    review_crime: 2,
    review_community: 4,
    review_location: 5,
  };
  expect(reviewRating('neighbourhood', hood)).toBe(3.5);
  expect(overallRating('neighbourhood', [hood, { ...hood, review_crime: 5 }])).toBe(3.9);
  expect(overallRating('host', [])).toBe(0);
});
