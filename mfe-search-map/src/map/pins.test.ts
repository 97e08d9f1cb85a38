import type { MapPin } from '@marketplace/shared';
import { haversineMiles, mergePins, pinPosition, priceTagSize, priceTagText, visibleGroups, type LngLat } from './pins';

/** Metres north of a point, in degrees of latitude. */
const north = ([lng, lat]: LngLat, metres: number): LngLat => [lng, lat + metres / 111_195];
const TRAFALGAR: LngLat = [-0.128, 51.508];

/** The item at `index`, which the test expects to be there. */
function at<T>(items: ReadonlyArray<T | undefined>, index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`expected an item at ${index}`);
  return item;
}

const pin = (id: number, [lng, lat]: LngLat, extra: Partial<MapPin> = {}): MapPin =>
  ({
    id,
    longitude: lng,
    latitude: lat,
    property_category_id: 1,
    price: 250000,
    ...extra,
  }) as MapPin;

describe('haversineMiles', () => {
  it('measures London to Paris as about 214 miles', () => {
    expect(haversineMiles([-0.1276, 51.5072], [2.3522, 48.8566])).toBeCloseTo(213.9, 0);
  });

  it('is zero for the same point', () => {
    expect(haversineMiles(TRAFALGAR, TRAFALGAR)).toBe(0);
  });
});

describe('mergePins', () => {
  // 0.02 miles is about 32 metres.
  it('merges adverts within 0.02 miles into one pin listing all of them, in order', () => {
    const groups = mergePins([pin(1, TRAFALGAR), pin(2, north(TRAFALGAR, 25)), pin(3, north(TRAFALGAR, 300))]);
    expect(groups.map((g) => g.pins.map((p) => p.id))).toEqual([[1, 2], [3]]);
    expect(groups[0]?.position).toEqual(TRAFALGAR);
  });

  it('keeps adverts just over 0.02 miles apart as separate pins', () => {
    expect(mergePins([pin(1, TRAFALGAR), pin(2, north(TRAFALGAR, 40))])).toHaveLength(2);
  });

  it('merges across a latitude band boundary and along a parallel', () => {
    const east: LngLat = [TRAFALGAR[0] + 0.0003, TRAFALGAR[1]]; // about 21 metres east
    expect(mergePins([pin(1, TRAFALGAR), pin(2, east)])).toHaveLength(1);
    const groups = mergePins([pin(1, north(TRAFALGAR, 31.5)), pin(2, north(TRAFALGAR, 0.5))]);
    expect(groups).toHaveLength(1);
  });

  it('leaves out adverts with no position', () => {
    const unplaced = pin(8, TRAFALGAR, { longitude: null, latitude: null });
    const groups = mergePins([unplaced, pin(9, [-2.24, 53.48])]);
    expect(groups.map((g) => g.key)).toEqual(['9']);
    expect(pinPosition(unplaced)).toBeNull();
  });

  it('puts every advert within 0.02 miles of its pin and keeps pins more than 0.02 miles apart', () => {
    // A dense, seeded scatter around Lerwick (60°N), where a degree of longitude is shortest in our coverage.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const scatter = Array.from({ length: 800 }, (_, i) => pin(i + 1, [-1.145 + random() * 0.004, 60.154 + random() * 0.002]));
    const groups = mergePins(scatter);
    expect(groups.reduce((n, g) => n + g.pins.length, 0)).toBe(800);
    for (const g of groups) for (const p of g.pins) expect(haversineMiles(g.position, pinPosition(p)!)).toBeLessThanOrEqual(0.02);
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++)
        expect(haversineMiles(at(groups, i).position, at(groups, j).position)).toBeGreaterThan(0.02);
    }
  });

  it('merges thousands of pins quickly', () => {
    const many = Array.from({ length: 5000 }, (_, i) => pin(i + 1, [-0.5 + (i % 100) * 0.01, 51.3 + Math.floor(i / 100) * 0.01]));
    const started = performance.now();
    expect(mergePins(many)).toHaveLength(5000);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('visibleGroups', () => {
  const pins = [
    pin(1, TRAFALGAR, { property_category_id: 1 }),
    pin(2, north(TRAFALGAR, 10), { property_category_id: 7 }),
    pin(3, north(TRAFALGAR, 500), { property_category_id: 7 }),
  ];

  it('hides the adverts of a hidden category before merging', () => {
    expect(visibleGroups(pins, new Set(['room'])).map((g) => g.key)).toEqual(['1']);
    expect(visibleGroups(pins, new Set(['residential'])).map((g) => g.key)).toEqual(['2', '3']);
  });

  it('hides merged pins when Multiple is hidden', () => {
    expect(visibleGroups(pins, new Set()).map((g) => g.key)).toEqual(['1-2', '3']);
    expect(visibleGroups(pins, new Set(['multiple'])).map((g) => g.key)).toEqual(['3']);
  });
});

describe('price tags', () => {
  it('label a merged pin with its count and a single advert with its price', () => {
    const [merged, single] = mergePins([pin(1, TRAFALGAR), pin(2, TRAFALGAR), pin(3, north(TRAFALGAR, 500), { price: 1250000 })]);
    expect(priceTagText(at([merged], 0))).toBe('2');
    expect(priceTagText(at([single], 0))).toBe('£1,250,000');
  });

  it('label a short stay searched by dates with its total for them', () => {
    const [stay] = mergePins([pin(4, TRAFALGAR, { is_let: 1, is_short_term: 1, price: 80, property_rent_type_id: 3, stay_total: 412.5 })]);
    expect(priceTagText(at([stay], 0))).toBe('£413');
  });

  /** A room advert whose rooms are let by the night at these prices. */
  const roomsAt = (...prices: number[]) =>
    at(
      mergePins([
        pin(1, TRAFALGAR, {
          is_room: 1,
          property_category_id: 7,
          property_rooms: prices.map((price) => ({ price, property_rent_type_id: 3 })),
        }),
      ]),
      0,
    );

  it('show a room range with its period', () => {
    expect(priceTagText(roomsAt(50, 80))).toBe('£50 - £80/night');
  });

  it('price a short-term studio flat by its own price, read from the flat type detail of the pin', () => {
    const studio = pin(1, TRAFALGAR, {
      is_let: 1,
      is_short_term: 1,
      price: 900,
      property_type_details_id: 8,
      type_detail: 'Studio Flat',
      property_rent_type_id: 5,
      rent_type: 'Month',
      property_rooms: [{ price: 50, property_rent_type_id: 3 }],
    });
    expect(priceTagText(at(mergePins([studio]), 0))).toBe('£900 pcm');
  });

  it('write a let’s period as the filters do: pcm and pw', () => {
    const let_ = (price: number, rentTypeId: number, rentType: string) =>
      at(mergePins([pin(1, TRAFALGAR, { is_let: 1, price, property_rent_type_id: rentTypeId, rent_type: rentType })]), 0);
    expect(priceTagText(let_(1200, 5, 'Month'))).toBe('£1,200 pcm');
    expect(priceTagText(let_(300, 4, 'Week'))).toBe('£300 pw');
  });

  it('show whole pounds and a short period, where the card shows pence and the period in words', () => {
    const priced = (price: number, rentTypeId: number, rentType: string) =>
      at(mergePins([pin(1, TRAFALGAR, { is_let: 1, price, property_rent_type_id: rentTypeId, rent_type: rentType })]), 0);
    expect(priceTagText(priced(1234.5, 4, 'Week'))).toBe('£1,235 pw');
    expect(priceTagText(priced(190.5, 3, 'Night'))).toBe('£191/night');
    expect(priceTagText(priced(19.5, 2, 'Hour'))).toBe('£20/hr');
    const tag = priceTagText(roomsAt(67.5, 259.5));
    expect(tag).toBe('£68 - £260/night');
    // Half the width it had as '£67.50 - £259.50 per night'.
    expect(tag.length).toBeLessThan(17);
  });

  it.each([
    ['9', 'tag-3'],
    ['£95', 'tag-3'],
    ['£9,500', 'tag-6'],
    ['£95,000', 'tag-8'],
    ['£950,000', 'tag-8'],
    ['£1,250,000', 'tag-10'],
    ['£50 - £80', 'tag-10'],
    ['£12,500,000', 'tag-12'],
    ['£950 - £1,200', 'tag-wide'],
  ])('size %s as %s', (text, size) => {
    expect(priceTagSize(text)).toBe(size);
  });
});
