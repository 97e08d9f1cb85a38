import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstErrorPerField } from '@marketplace/shared/src/schemas/laravel.ts';
import { adTypeWants, parseSearch as queryOf, typeFilterOf } from './filters.ts';
import { insideRing, parseBox, parsePolygons, polygonText, type Position } from '../common/geometry.ts';
import { PageQuery, SearchBody } from './schema.ts';

/** A search body read as the routes read it: checked by its schema, then made a query. */
const parseSearch = (body: object) => queryOf(SearchBody.parse(body));
const errorsOf = (body: object) => {
  const result = SearchBody.safeParse(body);
  return result.success ? {} : firstErrorPerField(result.error.issues);
};

const base = { ad_type: 6, address: 'London', boundary_box: [-0.51, 51.28, 0.33, 51.69] };

test('ad types map to what is searched', () => {
  assert.deepEqual(adTypeWants(1), { buy: true, rent: false, sale: false, let: false });
  assert.deepEqual(adTypeWants(3), { buy: true, rent: true, sale: false, let: false });
  assert.deepEqual(adTypeWants(6), { buy: false, rent: false, sale: true, let: true });
});

test('a group without children means the whole group; children narrow it; no group means any type', () => {
  assert.deepEqual(typeFilterOf({ houses: true }), { typeIds: [1], detailIds: [], roomTypeIds: [], categoryIds: [] });
  assert.deepEqual(typeFilterOf({ houses: 1, cottage: '1', detached_house: true }), {
    typeIds: [],
    detailIds: [1, 7],
    roomTypeIds: [],
    categoryIds: [],
  });
  assert.deepEqual(typeFilterOf({ special_use: true, barn: true })?.typeIds, [20]);
  assert.deepEqual(typeFilterOf({ rooms: true }), { typeIds: [], detailIds: [], roomTypeIds: [], categoryIds: [7] });
  assert.deepEqual(typeFilterOf({ family_room: true })?.roomTypeIds, [7]);
  assert.equal(typeFilterOf({ houses: false, flats: 0 }), null);
});

test('search input is read leniently but validated strictly', () => {
  const q = parseSearch({
    ...base,
    min_beds: '2',
    max_beds: '11',
    bathrooms: '5+',
    tenure: '1',
    property_rent_type_id: 1,
    is_cash: 2,
    is_auction: 3,
    is_coming_soon: 'true',
    wifi: 'on',
    sauna: false,
  });
  assert.equal(q.minBeds, 2);
  assert.equal(q.maxBeds, null);
  assert.equal(q.bathrooms, 5);
  assert.equal(q.tenure, null);
  assert.equal(q.rentTypeId, null);
  assert.deepEqual(q.triStates, { is_cash: 2 });
  assert.equal(q.comingSoonOnly, true);
  assert.deepEqual(q.features, ['wifi']);
  assert.equal(parseSearch({ ...base, ad_type: 2, is_coming_soon: true }).comingSoonOnly, false);
  assert.equal(parseSearch({ ...base, date_start: '29-02-2024' }).dateStart, '2024-02-29');
  // The browser sends every field of its form, the empty ones as null.
  const empty = Object.fromEntries(
    ['date_start', 'date_end', 'min_beds', 'min_price', 'radius', 'drawbboxs', 'property_rent_type_id', 'is_cash'].map((k) => [k, null]),
  );
  assert.deepEqual(errorsOf({ ...base, ...empty }), {});
  assert.deepEqual(errorsOf({ ...base, date_start: '29-02-2025' }), { date_start: ['The date start field must match the format d-m-Y.'] });
  assert.deepEqual(errorsOf({ ...base, min_beds: 2.5 }), { min_beds: ['The min beds field must be an integer.'] });
  assert.deepEqual(errorsOf({ ...base, date_start: '10-06-2025', date_end: '01-06-2025' }), {
    date_end: ['The date end field must be a date after or equal to date start.'],
  });
  assert.deepEqual(errorsOf({ boundary_box: [1, 2], drawbboxs: '[[[0,0],[1,1]]]', is_cash: 4 }), {
    address: ['The address field is required.'],
    ad_type: ['The ad type field is required.'],
    boundary_box: ['The boundary box field must be [min longitude, min latitude, max longitude, max latitude].'],
    drawbboxs: ['The drawbboxs field must be a list of polygons (rings of [longitude, latitude], at most 10 of 500 points).'],
    is_cash: ['The is cash field must be between 1 and 3.'],
  });
});

test('the area is the drawing, else the box, else a circle around the point, else the place name', () => {
  const ring = [
    [0, 0],
    [1, 0],
    [1, 1],
  ];
  assert.equal(parseSearch({ ...base, drawbboxs: JSON.stringify([ring]) }).area.kind, 'polygons');
  assert.equal(parseSearch({ ...base, drawbboxs: '[]' }).area.kind, 'box');
  const circle = parseSearch({ ad_type: 6, address: 'x', latitude: '51.5', longitude: '-0.1', radius: 2 }).area;
  assert.equal(circle.kind, 'circle');
  assert.equal(circle.kind === 'circle' && Math.round(circle.metres), 3219);
  assert.deepEqual(parseSearch({ ad_type: 6, address: 'Leeds, West Yorkshire' }).area, { kind: 'text', text: 'Leeds' });
});

test('boxes and polygons accept the shapes the front end sends and reject the rest', () => {
  const errors = {};
  assert.deepEqual(parseBox('-0.5,51.2,0.3,51.6', errors), [-0.5, 51.2, 0.3, 51.6]);
  assert.deepEqual(parseBox('[-0.5,51.2,0.3,51.6]', errors), [-0.5, 51.2, 0.3, 51.6]);
  assert.deepEqual(errors, {});
  assert.equal(parseBox([0.3, 51.2, -0.5, 51.6], errors), null);
  const ring = [
    [0, 0],
    [2, 0],
    [2, 2],
    [0, 2],
    [0, 0],
  ];
  assert.deepEqual(parsePolygons([ring], {}), [
    [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ],
  ]);
  assert.deepEqual(parsePolygons(ring, {}), [
    [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ],
  ]);
  assert.deepEqual(parsePolygons([[ring]], {}), [
    [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ],
  ]);
  const e: Record<string, string[]> = {};
  assert.equal(
    parsePolygons(
      [
        [
          [0, 0],
          [1, 1],
        ],
      ],
      e,
    ),
    null,
  );
  assert.ok(e.drawbboxs);
  assert.equal(
    polygonText([
      [0, 0],
      [2, 0],
      [2, 2],
    ]),
    '((0,0),(2,0),(2,2))',
  );
  assert.equal(
    insideRing(
      [1, 1],
      [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ],
    ),
    true,
  );
  assert.equal(
    insideRing(
      [3, 1],
      [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ],
    ),
    false,
  );
});

test('page numbers come from the query string; anything odd is page 1', () => {
  const pageOf = (query: object) => PageQuery.parse(query).page;
  assert.equal(pageOf({ page: '3' }), 3);
  assert.equal(pageOf({ page: '0' }), 1);
  assert.equal(pageOf({ page: '-2' }), 1);
  assert.equal(pageOf({ page: ['2', '3'] }), 1);
  assert.equal(pageOf({}), 1);
});

test('drawn areas are bounded: at most 10 rings of 500 points, with a clear message', () => {
  const circle = (points: number, lng = -0.12, lat = 51.5, r = 0.02): Position[] =>
    Array.from(
      { length: points },
      (_, i) => [lng + r * Math.cos((2 * Math.PI * i) / points), lat + r * Math.sin((2 * Math.PI * i) / points)] as Position,
    );
  const message = 'The drawbboxs field must be a list of polygons (rings of [longitude, latitude], at most 10 of 500 points).';
  const polygonErrors = (raw: unknown) => {
    const errors: Record<string, string[]> = {};
    parsePolygons(raw, errors);
    return errors;
  };
  assert.deepEqual(polygonErrors(JSON.stringify(Array.from({ length: 10 }, (_, i) => circle(500, -0.12 + i * 0.05)))), {});
  assert.deepEqual(polygonErrors(JSON.stringify(Array.from({ length: 11 }, (_, i) => circle(20, -0.12 + i * 0.05)))), {
    drawbboxs: [message],
  });
  assert.deepEqual(polygonErrors(JSON.stringify([circle(501)])), { drawbboxs: [message] });
});

test('a drawn ring is simplified before the query without moving its outline by more than a few metres', () => {
  const dense: Position[] = Array.from(
    { length: 400 },
    (_, i) => [-0.12 + 0.02 * Math.cos((2 * Math.PI * i) / 400), 51.5 + 0.02 * Math.sin((2 * Math.PI * i) / 400)] as Position,
  );
  const [ring] = parsePolygons(JSON.stringify([dense]), {}) ?? [];
  assert.ok(ring && ring.length < dense.length / 2, `kept ${ring?.length} of ${dense.length} points`);
  // Points just inside and just outside the circle keep their side.
  for (let i = 0; i < 36; i++) {
    const a = (2 * Math.PI * i) / 36;
    assert.equal(insideRing([-0.12 + 0.0195 * Math.cos(a), 51.5 + 0.0195 * Math.sin(a)], ring), true);
    assert.equal(insideRing([-0.12 + 0.0205 * Math.cos(a), 51.5 + 0.0205 * Math.sin(a)], ring), false);
  }
  assert.equal(parsePolygons('[[[0,0],[1,0],[0,1]]]', {})?.[0]?.length, 3, 'a triangle stays a triangle');
});
