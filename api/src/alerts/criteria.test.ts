import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LONDON_SEARCH } from '../seed/test-seed.ts';
import { searchCriteria } from './criteria.ts';
import { checkedSearch } from './search-body.ts';
import { homeInShort } from './alert-mail.ts';

const criteria = (body: Record<string, unknown>) => {
  // A search the search itself accepts (checkedSearch throws otherwise).
  return searchCriteria(checkedSearch(body));
};

test("a let's criteria read as a portal's chips: what, where, the price per month, beds and the ticked filters", () => {
  assert.deepEqual(
    criteria({
      ad_type: 5,
      is_let: 1,
      is_long_short_term: 1,
      address: 'Ancoats, Manchester, England, United Kingdom',
      latitude: 53.484,
      longitude: -2.226,
      radius: 1,
      min_price: 800,
      max_price: 1200,
      price_rent_type_id: 5,
      min_beds: 2,
      flats: 1,
      is_furnished: 1,
      is_auction: 1,
    }),
    ['To Let', 'Long lets', 'Within 1 mile of Ancoats', '£800 – £1,200 pcm', '2+ beds', 'Flat', 'Furnished', 'No auction'],
  );
});

test('a sale by place, a bound on one side, a drawn area and nothing else', () => {
  assert.deepEqual(criteria(LONDON_SEARCH), ['For Sale & To Let', 'London']);
  assert.deepEqual(criteria({ ...LONDON_SEARCH, ad_type: 4, max_price: 450000, min_beds: 3, max_beds: 3 }), [
    'For Sale',
    'London',
    'Up to £450,000',
    '3 beds',
  ]);
  const drawn = criteria({
    ...LONDON_SEARCH,
    ad_type: 4,
    drawbboxs: [
      [
        [-0.2, 51.5],
        [-0.1, 51.5],
        [-0.1, 51.6],
        [-0.2, 51.5],
      ],
    ],
  });
  assert.deepEqual(drawn, ['For Sale', 'Area drawn near London']);
});

test('typed keywords are a chip as typed, and an Include filter turned off says what the search leaves out', () => {
  assert.deepEqual(criteria({ ...LONDON_SEARCH, ad_type: 4, keywords: '"walk-in wardrobe" -auction', include_sstc: 0 }), [
    'For Sale',
    'London',
    'Keywords: "walk-in wardrobe" -auction',
    'Excluding Under Offer, Sold STC',
  ]);
  // Lets have no offers accepted: the sales' filter turned off means nothing there, and the lets' one does.
  assert.deepEqual(criteria({ ...LONDON_SEARCH, ad_type: 5, include_sstc: 0, include_let_agreed: 0 }), [
    'To Let',
    'London',
    'Excluding Let Agreed',
  ]);
  assert.deepEqual(criteria({ ...LONDON_SEARCH, ad_type: 4, include_sstc: 1 }), ['For Sale', 'London']);
});

test('a bell line names the home in a few words: beds, kind and the first place after the street', () => {
  const card = (over: Record<string, unknown>) => ({
    property_details: { bedrooms: 2 },
    property_category: { type: 'Residential' },
    property_type: { type: 'Flat' },
    property_type_details: { type_detail: 'Flat' },
    address: {
      line_1: 'Flat 4, 12 Jersey Street',
      postcode: 'M4 6JA',
      full_address: 'Flat 4, 12 Jersey Street, Ancoats, Manchester, M4 6JA',
    },
    ...over,
  });
  assert.equal(homeInShort(card({})), '2 bed flat, Ancoats');
  assert.equal(
    homeInShort(card({ property_type: { type: 'House' }, property_type_details: { type_detail: 'Detached' } })),
    '2 bed detached house, Ancoats',
  );
  assert.equal(
    homeInShort(card({ property_details: null, property_type: null, property_type_details: null, property_category: { type: 'Room' } })),
    'room, Ancoats',
  );
});
