import { mapPinFromWire } from './mapPin';

describe('mapPinFromWire', () => {
  it('gives back every field the wire left out: nulls, unset flags and zero counts', () => {
    const pin = mapPinFromWire({
      id: 7,
      created_at: '2026-11-01T10:00:00+00:00',
      property_category_id: 1,
      price: 450000,
      is_sale: true,
      property_details: { bedrooms: 3, garden: true },
    });
    expect(pin).toMatchObject({ id: 7, price: 450000, is_sale: true, is_let: false, is_coming_soon: false, rent_type: null, image: null });
    expect(pin.property_details).toEqual({
      bedrooms: 3,
      living_room: 0,
      bath_room: 0,
      downstairs_wc: 0,
      parking: false,
      parking_spaces: 0,
      garden: true,
    });
  });

  it('keeps a pin without counts without them', () => {
    expect(mapPinFromWire({ id: 1, created_at: '2026-11-01', property_category_id: 7 }).property_details).toBeNull();
  });
});
