import { applyAdType, defaultSearchFilters, sortFlags, type SearchFilters } from '@marketplace/shared';
import { tickGroup } from './typeGroups';
import { mergeSearchIntoQuery, queryToSearch, sameSearch, searchToQuery } from './urlState';

function manchesterToLet(): SearchFilters {
  const base = applyAdType(defaultSearchFilters(), 5);
  return {
    ...tickGroup(base, 'flats', true),
    address: 'Manchester, Greater Manchester, England, United Kingdom',
    city: 'Manchester',
    county: 'Greater Manchester',
    latitude: 53.4794,
    longitude: -2.2453,
    boundary_box: [-2.32, 53.4, -2.14, 53.55],
    min_beds: 2,
    max_price: 1500,
    is_long_short_term: 1,
    is_cash: 2,
    garage: true,
    date_start: '01-06-2025',
    date_end: '30-06-2025',
    date_range: { start: '2025-06-01', end: '2025-06-30' },
    ...sortFlags(3),
  };
}

describe('search in the address bar', () => {
  it('writes nothing for the default search', () => {
    expect(searchToQuery(defaultSearchFilters()).toString()).toBe('');
  });

  it('writes only what differs from the default search', () => {
    const query = searchToQuery({ ...defaultSearchFilters(), min_beds: 3, garage: true }, 2);
    expect(Object.fromEntries(query)).toEqual({ min_beds: '3', garage: '1', page: '2' });
  });

  it('restores a search exactly, derived fields included', () => {
    const search = manchesterToLet();
    const restored = queryToSearch(new URLSearchParams(searchToQuery(search, 4).toString()));
    expect(restored.present).toBe(true);
    expect(restored.page).toBe(4);
    expect(restored.filters).toEqual(search);
  });

  it("keeps an 'Include' filter only once it is turned off", () => {
    const forSale = { ...defaultSearchFilters(), include_sstc: false };
    expect(Object.fromEntries(searchToQuery(forSale))).toEqual({ include_sstc: '0' });
    expect(queryToSearch(searchToQuery(forSale)).filters.include_sstc).toBe(false);
    expect(queryToSearch(new URLSearchParams('min_beds=2')).filters.include_let_agreed).toBe(true);
  });

  it('keeps the keywords as typed, quotes and minus signs included', () => {
    const typed = { ...defaultSearchFilters(), keywords: 'garden annexe "walk-in wardrobe" -auction' };
    expect(queryToSearch(searchToQuery(typed)).filters.keywords).toBe(typed.keywords);
    expect(queryToSearch(new URLSearchParams('keywords=%20')).filters.keywords).toBeNull();
  });

  it("keeps none of the default place's whereabouts for a link that names another place without them", () => {
    const { filters } = queryToSearch(new URLSearchParams('ad_type=5&address=Manchester'));
    expect(filters).toMatchObject({ address: 'Manchester', city: null, county: null, latitude: null, longitude: null, boundary_box: null });
    const placed = queryToSearch(new URLSearchParams('address=Leeds&latitude=53.8&longitude=-1.55')).filters;
    expect(placed).toMatchObject({ address: 'Leeds', latitude: 53.8, longitude: -1.55 });
  });

  it('keeps a drawn area through the round trip', () => {
    const rings = [
      [
        [-0.1, 51.5],
        [-0.12, 51.52],
        [-0.08, 51.53],
      ],
    ] as SearchFilters['drawbboxs'];
    const restored = queryToSearch(searchToQuery({ ...defaultSearchFilters(), drawbboxs: rings }));
    expect(restored.filters.drawbboxs).toEqual(rings);
  });

  it('reads a plain visit as no search', () => {
    const restored = queryToSearch(new URLSearchParams('override=mfe-search-map@http://x'));
    expect(restored.present).toBe(false);
    expect(restored.filters).toEqual(defaultSearchFilters());
    expect(restored.page).toBe(1);
  });

  it('ignores junk values and keeps the usable ones', () => {
    const junk = new URLSearchParams(
      'ad_type=9&min_beds=abc&max_beds=12&min_price=-5&tenure=7&is_cash=x&garage=yes&page=-1&sort=8' +
        '&boundary_box=1,2,3&drawbboxs=1,2;3&latitude=200&date_start=31-02-2025&date_end=10-10-2025&guests=4&shed=1',
    );
    const { filters, page } = queryToSearch(junk);
    const defaults = defaultSearchFilters();
    expect(filters.ad_type).toBe(6);
    expect(filters.min_beds).toBeNull();
    expect(filters.max_beds).toBeNull();
    expect(filters.min_price).toBeNull();
    expect(filters.tenure).toBe(1);
    expect(filters.is_cash).toBe(3);
    expect(filters.garage).toBe(false);
    expect(filters.boundary_box).toEqual(defaults.boundary_box);
    expect(filters.drawbboxs).toBeNull();
    expect(filters.latitude).toBe(defaults.latitude);
    expect(filters.date_start).toBeNull();
    expect(filters.date_end).toBeNull();
    expect(filters.newest).toBe(1);
    expect(page).toBe(1);
    expect(filters.guests).toBe(4);
    expect(filters.shed).toBe(true);
  });

  it('sets the ad type flags from the ad type, never from the query', () => {
    const { filters } = queryToSearch(new URLSearchParams('ad_type=2&is_sale=1&is_coming_soon=1'));
    expect([filters.is_buy, filters.is_rent, filters.is_sale, filters.is_let, filters.is_coming_soon]).toEqual([0, 1, 0, 0, 0]);
  });

  it('keeps query keys it does not own', () => {
    const merged = mergeSearchIntoQuery(new URLSearchParams('remote=abc&min_beds=2&page=3'), { ...defaultSearchFilters(), max_beds: 4 });
    expect(merged.toString()).toBe('remote=abc&max_beds=4');
  });
});

describe('sameSearch', () => {
  it('is true for equal searches built separately', () => {
    expect(sameSearch(defaultSearchFilters(), defaultSearchFilters())).toBe(true);
  });

  it('notices any change a search would send', () => {
    const base = defaultSearchFilters();
    expect(sameSearch(base, { ...base, min_price: 100 })).toBe(false);
    expect(sameSearch(base, applyAdType(base, 4))).toBe(false);
    expect(sameSearch(base, { ...base, is_auction: 1 })).toBe(false);
    expect(sameSearch(base, { ...base, wifi: true })).toBe(false);
  });
});

describe("a link that still asks for 'DSS Accepted'", () => {
  test('is the search without it, and says so once; the next address written leaves it out', () => {
    const decoded = queryToSearch(new URLSearchParams('ad_type=5&is_dss_accepted=1'));
    expect(decoded.filters.ad_type).toBe(5);
    expect(decoded.filters).not.toHaveProperty('is_dss_accepted');
    expect(decoded.retired).toEqual([
      "'DSS Accepted' is no longer a filter: refusing tenants on benefits is unlawful in England (Renters' Rights Act 2025). Your search shows every let.",
    ]);
    expect(mergeSearchIntoQuery(new URLSearchParams('is_dss_accepted=1&override=x'), decoded.filters).has('is_dss_accepted')).toBe(false);
    expect(queryToSearch(new URLSearchParams('ad_type=5')).retired).toEqual([]);
  });
});

describe('the band and EPC filters in the address bar', () => {
  test('a chosen band and rating go into the query and come back; a value not in their order is left out', () => {
    const search = { ...defaultSearchFilters(), max_council_tax_band: 'D', min_epc_rating: 'C' };
    const query = searchToQuery(search);
    expect(query.get('max_council_tax_band')).toBe('D');
    expect(queryToSearch(query).filters).toMatchObject({ max_council_tax_band: 'D', min_epc_rating: 'C' });
    expect(queryToSearch(new URLSearchParams('max_council_tax_band=Q')).filters.max_council_tax_band).toBeNull();
  });
});
