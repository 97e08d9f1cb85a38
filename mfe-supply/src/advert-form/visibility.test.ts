import { fieldVisibility, paidAmenitiesFor, unpaidAmenitiesFor } from './visibility';
import { emptyAdvert, flagsFor, toAdvertBody, type AdvertFormValues } from './rules';

describe('which fields an advert shows, by ad type (as the search filters)', () => {
  test('dates for lets and rent adverts; tenure and the sale status (cash, auction, investment) for sales and buy adverts', () => {
    expect(fieldVisibility('let', false)).toMatchObject({ dates: true, tenure: false, saleStatus: false, guests: true });
    expect(fieldVisibility('rent', false)).toMatchObject({ dates: true, tenure: false, saleStatus: false, guests: false });
    expect(fieldVisibility('sale', false)).toMatchObject({ dates: false, tenure: true, saleStatus: true, guests: false });
    expect(fieldVisibility('buy', false)).toMatchObject({ dates: false, tenure: true, saleStatus: true });
  });

  test('coming soon for sales and long lets only; short-stay amenities, policies and discounts for short lets only', () => {
    expect(fieldVisibility('sale', false).comingSoon).toBe(true);
    expect(fieldVisibility('let', false).comingSoon).toBe(true);
    expect(fieldVisibility('let', true).comingSoon).toBe(false);
    expect(fieldVisibility('buy', false).comingSoon).toBe(false);
    expect(fieldVisibility('let', true)).toMatchObject({ shortTermStay: true, policies: true });
    expect(fieldVisibility('let', false)).toMatchObject({ shortTermStay: false, policies: false });
  });

  test('EPC and floorplans are not shown for rent or buy adverts', () => {
    expect(fieldVisibility('rent', false)).toMatchObject({ epc: false, floorplans: false });
    expect(fieldVisibility('buy', false)).toMatchObject({ epc: false, floorplans: false });
    expect(fieldVisibility('sale', false)).toMatchObject({ epc: true, floorplans: true });
  });

  test('breakfast and room service are asked of short lets; a gym of every advert', () => {
    const shortLet = fieldVisibility('let', true);
    const sale = fieldVisibility('sale', false);
    expect(paidAmenitiesFor(shortLet)).toEqual(expect.arrayContaining(['breakfast', 'room_service', 'gym']));
    expect(paidAmenitiesFor(sale)).toContain('gym');
    expect(paidAmenitiesFor(sale)).not.toContain('breakfast');
    expect(unpaidAmenitiesFor(sale)).not.toContain('h24_front_desk');
    expect(unpaidAmenitiesFor(shortLet)).toContain('h24_front_desk');
  });

  test('the switches follow: no auction on a let, no events on a sale', () => {
    expect(flagsFor('let', false)).not.toContain('is_auction');
    expect(flagsFor('let', false)).toContain('events_allowed');
    expect(flagsFor('sale', false)).toContain('is_auction');
    expect(flagsFor('sale', false)).not.toContain('events_allowed');
  });
});

describe('the body leaves out what the ad type hides', () => {
  const values = (over: Partial<AdvertFormValues>): AdvertFormValues => ({ ...emptyAdvert(), ...over });

  test('a sale sends no dates, guests or discounts, and its investment figures only when it is an investment', () => {
    const sale = values({
      ad_kind: 'sale',
      date_start: '2026-01-01',
      tenants_guests: 4,
      investment: { roi: 7 },
      flags: { is_investment: true },
      discounts: { ...emptyAdvert().discounts, term: { on: true, term: 7, fee: 10, fee_type: 1 } },
    });
    expect(toAdvertBody(sale)).toMatchObject({ date_start: null, tenants_guests: null, discounts: [], investment: { roi: 7 } });
    expect(toAdvertBody({ ...sale, flags: {} }).investment).toBeUndefined();
  });

  test('a short let sends the discounts that are on, percent or pounds, with their type ids', () => {
    const shortLet = values({
      ad_kind: 'let',
      is_short_term: true,
      discounts: {
        term: { on: true, term: 7, fee: 10, fee_type: 1 },
        last_minute: { on: false, term: 2, fee: 5, fee_type: 2 },
        no_of_guests: { on: true, term: 4, fee: 25, fee_type: 2 },
      },
    });
    expect(toAdvertBody(shortLet).discounts).toEqual([
      { discount_type_id: 1, discount_term: 7, discount_fee: 10, discount_fee_type: 1 },
      { discount_type_id: 3, discount_term: 4, discount_fee: 25, discount_fee_type: 2 },
    ]);
  });
});
