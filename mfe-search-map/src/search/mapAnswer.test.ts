import { mapPinsFromColumns } from './mapAnswer';

describe('mapPinsFromColumns', () => {
  it('gives each pin its own values in the answer order, with left-out fields back to their defaults', () => {
    const pins = mapPinsFromColumns({
      id: [7, 3],
      created_at: ['2026-11-01T10:00:00Z', '2026-10-01T10:00:00Z'],
      property_category_id: [1, 7],
      property_title: ['Flat in Leeds', null],
      full_address: ['1 High Street, Leeds', '2 Low Road, York'],
      is_sale: [true, null],
      property_details: [{ bedrooms: 2 }, null],
    });
    expect(pins.map((p) => p.id)).toEqual([7, 3]);
    expect(pins[0]).toMatchObject({ property_title: 'Flat in Leeds', is_sale: true, property_category_id: 1 });
    expect(pins[0]?.property_details?.bedrooms).toBe(2);
    expect(pins[1]).toMatchObject({ property_title: null, full_address: '2 Low Road, York', is_sale: false, property_details: null });
  });

  it('reads an answer with no pins as none', () => {
    expect(mapPinsFromColumns({})).toEqual([]);
  });
});
