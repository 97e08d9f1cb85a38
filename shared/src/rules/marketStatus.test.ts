import { marketStatusesFor } from '../entities/marketStatus';
import { INCLUDE_FILTERS, SEARCH_FILTER_FIELDS, searchOffersFilter } from '../entities/searchFilters';
import { defaultSearchFilters } from '../stores/filters';
import { backOnTheMarket, marketStatusLine, marketStatusProblems, marketStatusRibbon, ukToday } from './marketStatus';

describe('which adverts have a market status', () => {
  test('a sale goes under offer, sold STC and sold; a long let goes let agreed and let', () => {
    expect(marketStatusesFor('sale', false)).toEqual(['available', 'under_offer', 'sold_stc', 'sold']);
    expect(marketStatusesFor('let', false)).toEqual(['available', 'let_agreed', 'let']);
  });

  test('a short stay, a wanted home and an advert of no kind have none', () => {
    expect(marketStatusesFor('let', true)).toEqual([]);
    expect(marketStatusesFor('buy', false)).toEqual([]);
    expect(marketStatusesFor('rent', false)).toEqual([]);
    expect(marketStatusesFor(null, false)).toEqual([]);
  });
});

describe('the ribbon and its line', () => {
  test('a home on the market wears none', () => {
    expect(marketStatusRibbon({ market_status: 'available' })).toBeNull();
    expect(marketStatusLine({ market_status: 'available', market_status_on: null })).toBeNull();
    expect(marketStatusRibbon({})).toBeNull();
    expect(marketStatusRibbon({ market_status: 'withdrawn' })).toBeNull();
  });

  test('an offer stands since its day; a completed sale or let happened on it', () => {
    expect(marketStatusRibbon({ market_status: 'sold_stc' })).toBe('Sold STC');
    expect(marketStatusLine({ market_status: 'under_offer', market_status_on: '2026-03-03' })).toBe('Under offer since 03/03/2026');
    expect(marketStatusLine({ market_status: 'let_agreed', market_status_on: '2026-03-03' })).toBe('Let agreed since 03/03/2026');
    expect(marketStatusLine({ market_status: 'sold', market_status_on: '2026-04-21' })).toBe('Sold on 21/04/2026');
    expect(marketStatusLine({ market_status: 'let', market_status_on: null })).toBe('Let');
  });
});

describe('what a change of status may be', () => {
  const today = '2026-05-10';
  test('a status of the other side, or of an advert that has none, is refused under its field', () => {
    expect(marketStatusProblems({ kind: 'sale', isShortTerm: false, status: 'let_agreed', on: today, today })).toEqual({
      market_status: 'Let agreed does not apply to this kind of advert.',
    });
    expect(marketStatusProblems({ kind: 'let', isShortTerm: true, status: 'let', on: today, today })).toEqual({
      market_status: 'Let does not apply to this kind of advert.',
    });
  });

  test('a status needs its day, today or before', () => {
    const sale = { kind: 'sale', isShortTerm: false, status: 'sold_stc' } as const;
    expect(marketStatusProblems({ ...sale, on: null, today })).toEqual({ market_status_on: expect.stringContaining('required') });
    expect(marketStatusProblems({ ...sale, on: '2026-05-11', today })).toEqual({ market_status_on: 'The date must be today or before.' });
    expect(marketStatusProblems({ ...sale, on: today, today })).toEqual({});
    expect(marketStatusProblems({ ...sale, on: '2025-12-01', today })).toEqual({});
  });

  test('back on the market any advert may be, without a day', () => {
    expect(marketStatusProblems({ kind: 'buy', isShortTerm: false, status: 'available', on: null, today })).toEqual({});
  });

  test('only a move back to Available is a return to the market', () => {
    expect(backOnTheMarket('under_offer', 'available')).toBe(true);
    expect(backOnTheMarket('let', 'available')).toBe(true);
    expect(backOnTheMarket('available', 'available')).toBe(false);
    expect(backOnTheMarket('under_offer', 'sold_stc')).toBe(false);
  });

  test("today is the UK's day, not the server's", () => {
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(ukToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});

describe("the search's 'Include' filters", () => {
  test('are on in the default search, as on Rightmove', () => {
    const defaults = defaultSearchFilters();
    for (const key of INCLUDE_FILTERS) expect(defaults[key]).toBe(true);
  });

  test('Under Offer and Sold STC are offered to searches of homes for sale, Let Agreed to searches of long lets', () => {
    expect(SEARCH_FILTER_FIELDS.include_sstc.statuses).toEqual(['under_offer', 'sold_stc']);
    expect(searchOffersFilter('include_sstc', 4, 3)).toBe(true);
    expect(searchOffersFilter('include_sstc', 6, 3)).toBe(true);
    expect(searchOffersFilter('include_sstc', 5, 3)).toBe(false);
    expect(searchOffersFilter('include_sstc', 1, 3)).toBe(false);
    expect(searchOffersFilter('include_let_agreed', 5, 1)).toBe(true);
    expect(searchOffersFilter('include_let_agreed', 5, 2)).toBe(false);
    expect(searchOffersFilter('include_let_agreed', 2, 3)).toBe(false);
  });

  test('each status it leaves out is one its adverts may be in, never Available', () => {
    for (const key of INCLUDE_FILTERS) {
      const side = key === 'include_sstc' ? marketStatusesFor('sale', false) : marketStatusesFor('let', false);
      for (const status of SEARCH_FILTER_FIELDS[key].statuses) {
        expect(side).toContain(status);
        expect(status).not.toBe('available');
      }
    }
  });
});
