import { advertInGroup, advertKindOf, searchFindsGroup } from './advertGroups';
import {
  ADVERT_SWITCHES,
  FEATURE_FILTERS,
  advertHasField,
  advertSwitchLabel,
  advertSwitchesFor,
  filterLabel,
  searchOffersFilter,
} from './searchFilters';
import { AdvertBody } from '../schemas/supply';

const types = [1, 2, 3, 4, 5, 6];

describe('which adverts a field belongs to, and which searches offer it', () => {
  test('sales are sale and buy adverts, found by ad types 1, 3, 4 and 6', () => {
    expect(advertInGroup('sales', { kind: 'sale', isShortTerm: false })).toBe(true);
    expect(advertInGroup('sales', { kind: 'buy', isShortTerm: false })).toBe(true);
    expect(advertInGroup('sales', { kind: 'let', isShortTerm: false })).toBe(false);
    expect(types.filter((t) => searchFindsGroup('sales', t, 3))).toEqual([1, 3, 4, 6]);
  });

  test('short stays are short-term lets, found by ad types 5 and 6 unless the let term is long', () => {
    expect(advertInGroup('short_term_stays', { kind: 'let', isShortTerm: true })).toBe(true);
    expect(advertInGroup('short_term_stays', { kind: 'let', isShortTerm: false })).toBe(false);
    expect(types.filter((t) => searchFindsGroup('short_term_stays', t, 2))).toEqual([5, 6]);
    expect(types.filter((t) => searchFindsGroup('short_term_stays', t, 1))).toEqual([]);
  });

  test('Coming Soon: sales and long lets; not a search narrowed to short stays (spec 000 §2)', () => {
    expect(advertInGroup('on_the_market', { kind: 'sale', isShortTerm: false })).toBe(true);
    expect(advertInGroup('on_the_market', { kind: 'let', isShortTerm: true })).toBe(false);
    expect(types.filter((t) => searchFindsGroup('on_the_market', t, 3))).toEqual([4, 5, 6]);
    expect(types.filter((t) => searchFindsGroup('on_the_market', t, 2))).toEqual([]);
  });

  test('no ad type chosen: nothing is offered; no kind flag: no kind', () => {
    expect(searchFindsGroup('all', null, 3)).toBe(false);
    expect(advertKindOf({ is_let: 1 })).toBe('let');
    expect(advertKindOf({})).toBeNull();
    expect(advertInGroup('all', { kind: null, isShortTerm: false })).toBe(false);
  });
});

describe('an advert field declared once (Chain Free, a sales-only field, as the proof)', () => {
  test('it is a switch of a sale and a wanted purchase, never of a let or a rent', () => {
    expect(ADVERT_SWITCHES).toContain('is_chain_free');
    expect(advertSwitchesFor({ kind: 'sale', isShortTerm: false })).toContain('is_chain_free');
    expect(advertSwitchesFor({ kind: 'buy', isShortTerm: false })).toContain('is_chain_free');
    expect(advertSwitchesFor({ kind: 'let', isShortTerm: false })).not.toContain('is_chain_free');
    expect(advertHasField('is_chain_free', { kind: 'rent', isShortTerm: false })).toBe(false);
  });

  test('it is a filter of the searches that find sales', () => {
    expect(FEATURE_FILTERS).toContain('is_chain_free');
    expect(types.filter((t) => searchOffersFilter('is_chain_free', t, 3))).toEqual([1, 3, 4, 6]);
  });

  test('the advert body refuses it on a let with the field named, and saves it on a sale', () => {
    const advert = {
      property_category_id: 1,
      property_title: 'Two bedroom flat',
      price: 1300,
      address: { line_1: '1 High Street', city: 'London', postcode: 'NW1 7BY', latitude: 51.5, longitude: -0.1 },
    };
    const onALet = AdvertBody.safeParse({ ...advert, is_let: true, is_chain_free: true });
    expect(onALet.success).toBe(false);
    expect(onALet.error?.issues).toEqual([
      expect.objectContaining({ path: ['is_chain_free'], message: 'Chain Free does not apply to this kind of advert.' }),
    ]);
    expect(AdvertBody.parse({ ...advert, is_sale: true, is_chain_free: true }).is_chain_free).toBe(true);
  });
});

describe("a let's own words", () => {
  test("'Pets considered' on a let, 'Pet Friendly' elsewhere (Renters' Rights Act 2025)", () => {
    expect(filterLabel('is_pet_friendly', 'let')).toBe('Pets considered');
    expect(filterLabel('is_pet_friendly', 'sale')).toBe('Pet Friendly');
    expect(advertSwitchLabel('is_pet_friendly', 'let')).toBe('Pets considered');
    expect(filterLabel('garage', 'let')).toBe('Garage');
  });
});
