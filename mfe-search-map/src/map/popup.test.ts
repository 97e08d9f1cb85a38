import type { MapPin } from '@marketplace/shared';
import { infoLabels, opensBelow, popupContent, popupFacts, popupShift, tenureOf } from './popup';

const advert = (extra: Partial<MapPin>): MapPin => ({ id: 1, ...extra }) as MapPin;

describe('popup facts', () => {
  it('show tenure for sales and purchases only', () => {
    expect(tenureOf(advert({ is_sale: 1, is_freehold: 0 }))).toBe('Leasehold');
    expect(tenureOf(advert({ is_buy: 1, is_freehold: 1 }))).toBe('Freehold');
    expect(tenureOf(advert({ is_let: 1, is_freehold: 1 }))).toBeNull();
  });

  it('list the counts an advert has and leave out the rest', () => {
    const facts = popupFacts(
      advert({
        is_let: 1,
        property_details: { bedrooms: 2, living_room: 0, bath_room: 1, downstairs_wc: 0, parking: true, parking_spaces: 0, garden: false },
      }),
    );
    expect(facts).toEqual([
      { label: 'Bedrooms', value: '2' },
      { label: 'Bathrooms', value: '1' },
      { label: 'Parking', value: 'Yes' },
    ]);
  });

  it('label the status flags in the card’s words', () => {
    expect(infoLabels(advert({ is_cash: 1, is_investment: 1, is_coming_soon: 0, is_short_term: 1, is_sale: 1 }))).toEqual([
      'Short-Term Stay',
      'Cash Only',
      'Investment',
    ]);
  });

  it('mark a price that fell in the last 14 days, as the card does', () => {
    const sale = {
      is_sale: 1,
      price: 450000,
      created_at: '2026-11-01T00:00:00Z',
      property_category_id: 1,
      property_details: null,
    } as const;
    expect(popupContent(advert({ ...sale, reduced_at: '2026-11-20T10:00:00Z' })).reduced).toBe(true);
    expect(popupContent(advert({ ...sale, reduced_at: null })).reduced).toBe(false);
  });
});

describe('popup placement', () => {
  // A phone's map, 390 wide, below its filters bar; a popup 272 wide, centred over its pin.
  const map = { left: 0, right: 390, top: 110 };
  const over = (pinX: number, top = 400) => ({ left: pinX - 136, right: pinX + 136, top });

  it('moves a popup over a pin near an edge inside the map, and leaves one in the middle where it is', () => {
    expect(popupShift(over(195), map)).toBe(0);
    expect(popupShift(over(40), map)).toBe(104);
    expect(popupShift(over(370), map)).toBe(-124);
  });

  it('keeps the left edge of a popup wider than the map inside it', () => {
    expect(popupShift({ left: 50, right: 450, top: 400 }, { left: 0, right: 300, top: 0 })).toBe(-42);
  });

  it('opens below a pin near the map’s top', () => {
    expect(opensBelow(over(195, 60), map)).toBe(true);
    expect(opensBelow(over(195, 400), map)).toBe(false);
  });
});
