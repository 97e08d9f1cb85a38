import {
  applyAdType,
  defaultSearchFilters,
  searchOffersFilter,
  type AdType,
  type LetTerm,
  type SearchFilterKey,
} from '@marketplace/shared';
import { filterVisibility, withoutHiddenFilters } from './visibility';

const types: AdType[] = [1, 2, 3, 4, 5, 6];
const shownFor = (key: keyof ReturnType<typeof filterVisibility>, letTerm: LetTerm = 3) =>
  types.filter((type) => filterVisibility(type, letTerm)[key]);

describe('filterVisibility', () => {
  it('hides every ad-type filter until an ad type is chosen', () => {
    expect(Object.values(filterVisibility(null, 3)).some(Boolean)).toBe(false);
  });

  it('shows the date range for types 2, 3, 5, 6', () => {
    expect(shownFor('dateRange')).toEqual([2, 3, 5, 6]);
  });

  it('shows tenure for all types except 2 and 5', () => {
    expect(shownFor('tenure')).toEqual([1, 3, 4, 6]);
  });

  it('shows let term and guests for types 5 and 6', () => {
    expect(shownFor('letTerm')).toEqual([5, 6]);
    expect(shownFor('guests')).toEqual([5, 6]);
  });

  it('offers each yes/no filter to the searches that find the adverts it belongs to (shared advert fields)', () => {
    const offeredTo = (key: SearchFilterKey) => types.filter((type) => searchOffersFilter(key, type, 3));
    expect(offeredTo('events_allowed')).toEqual([5, 6]);
    expect(offeredTo('is_tenanted')).toEqual([1, 3, 4, 6]);
    expect(offeredTo('is_shared_ownership')).toEqual([1, 3, 4, 6]);
    expect(offeredTo('is_furnished')).toEqual([2, 3, 5, 6]);
    expect(offeredTo('is_over_60s')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(offeredTo('garage')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(types.filter((type) => searchOffersFilter('wifi', type, 1))).toEqual([]);
  });

  it('hides cash, auction, investment and mixed use for types 2 and 5', () => {
    expect(shownFor('saleStatus')).toEqual([1, 3, 4, 6]);
  });

  it('shows Coming soon for types 4 to 6 only when the let term is 1 or 3', () => {
    expect(shownFor('comingSoon', 1)).toEqual([4, 5, 6]);
    expect(shownFor('comingSoon', 3)).toEqual([4, 5, 6]);
    expect(shownFor('comingSoon', 2)).toEqual([]);
  });

  it('shows short-term-stay filters for types 5 or 6 when the let term is 2 or 3', () => {
    expect(shownFor('shortTermStay', 2)).toEqual([5, 6]);
    expect(shownFor('shortTermStay', 3)).toEqual([5, 6]);
    expect(shownFor('shortTermStay', 1)).toEqual([]);
  });
});

describe('withoutHiddenFilters', () => {
  it('puts filters hidden for the ad type back to their defaults', () => {
    const filters = {
      ...defaultSearchFilters(),
      ...applyAdType(defaultSearchFilters(), 4),
      guests: 4,
      is_long_short_term: 2 as const,
      wifi: true,
      events_allowed: true,
      date_start: '01-01-2026',
      date_end: null,
      date_range: { start: '2026-01-01', end: null },
      is_cash: 2 as const,
      tenure: 2 as const,
    };
    const sent = withoutHiddenFilters(filters);
    expect(sent).toMatchObject({
      guests: null,
      is_long_short_term: 3,
      wifi: false,
      events_allowed: false,
      date_start: null,
      date_range: null,
    });
    expect(sent).toMatchObject({ is_cash: 2, tenure: 2, ad_type: 4 });
  });

  it('keeps what the ad type shows', () => {
    const filters = {
      ...defaultSearchFilters(),
      guests: 4,
      is_long_short_term: 2 as const,
      wifi: true,
      is_cash: 2 as const,
      tenure: 3 as const,
    };
    const sent = withoutHiddenFilters(applyAdType(filters, 5));
    expect(sent).toMatchObject({ guests: 4, wifi: true, is_cash: 3, tenure: 1 });
  });
});
