import { defaultSearchFilters, type SearchFilters } from '@marketplace/shared';
import { proposedSearchName } from './searchName';

const search = (changes: Partial<SearchFilters>): SearchFilters => ({ ...defaultSearchFilters(), ...changes });

describe('proposedSearchName', () => {
  it('names the beds, the kind, the ad type, the place and the price', () => {
    const filters = search({ ad_type: 5, city: 'Manchester', min_beds: 2, flats: true, max_price: 1500, price_rent_type_id: 5 });
    expect(proposedSearchName(filters)).toBe('2+ bed flats to let in Manchester, up to £1,500 pcm');
  });

  it('says properties when no kind, or many kinds, are ticked, and leaves out what is open', () => {
    expect(proposedSearchName(search({ ad_type: 4, city: 'Leeds' }))).toBe('Properties for sale in Leeds');
    expect(proposedSearchName(search({ ad_type: 4, city: 'Leeds', houses: true, flats: true }))).toBe('Houses and flats for sale in Leeds');
    expect(proposedSearchName(search({ ad_type: 4, city: 'Leeds', houses: true, flats: true, land: true }))).toBe(
      'Properties for sale in Leeds',
    );
  });

  it('names an exact number of bedrooms and a drawn area', () => {
    const filters = search({
      ad_type: 4,
      city: 'York',
      min_beds: 3,
      max_beds: 3,
      drawbboxs: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
        ],
      ],
    });
    expect(proposedSearchName(filters)).toBe('3 bed properties for sale in an area drawn near York');
  });
});
