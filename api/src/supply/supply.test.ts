import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { register } from '../bookings/fixture.ts';
import { LONDON_SEARCH } from '../seed/test-seed.ts';
import { AT_LEAST_ONE_BED, AT_LEAST_ONE_ROOM } from '@marketplace/shared/src/schemas/supply.ts';
import { ADVERT_FILTER_FLAGS, advertHasField } from '@marketplace/shared/src/entities/searchFilters.ts';
import { NOT_YOUR_ADVERT } from './index.ts';

let h: Harness;
let owner: { client: TestClient; id: number };
let stranger: { client: TestClient; id: number };

before(async () => {
  h = await createHarness();
  owner = await register(h, 'James Whitfield', 'owner@example.test');
  stranger = await register(h, 'Sophie Turner', 'stranger@example.test');
});
after(() => h.close());

/** A short-term let in Camden with two kinds of room, as the advert form sends it. */
const shortLet = (over: Record<string, unknown> = {}) => ({
  property_category_id: 1,
  property_type_id: 2,
  property_type_details_id: 9,
  property_rent_type_id: 3,
  property_title: 'Bright rooms by Camden Lock',
  property_description: '<p>Five minutes from the <strong>market</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
  price: 85,
  is_let: true,
  is_short_term: true,
  is_pet_friendly: '1',
  tenants_guests: 4,
  epc_rating: 'C',
  address: {
    line_1: '12 Jamestown Road',
    city: 'London',
    county: 'Greater London',
    postcode: 'nw1 7by',
    latitude: 51.5405,
    longitude: -0.1462,
  },
  contact: { name: 'James Whitfield', mobile_prefix: '+44', mobile: '7700900123', email: 'james@example.test' },
  details: {
    bath_room: 2,
    kitchen: 1,
    wifi: true,
    wifi_paid: false,
    cleaning_service: true,
    cleaning_service_paid: true,
    cleaning_fee: 25,
  },
  policies: {
    check_in_from: '15:00',
    check_in_to: '20:00',
    check_out_from: '10:00',
    check_out_to: '11:00',
    cancellation_period: 7,
    cancellation_rule_id: 1,
  },
  discounts: [{ discount_type_id: 1, discount_term: 7, discount_fee: 10, discount_fee_type: 1 }],
  rules: ['No parties', 'Quiet after 22:00'],
  rooms: [
    { room_type_id: 2, quantity: 2, guests: 2, price: 90, property_rent_type_id: 3, double_beds: 1, wifi: true, sea_view: '1' },
    { room_type_id: 1, quantity: 1, guests: 1, price: 60, property_rent_type_id: 3, single_beds: 1 },
  ],
  ...over,
});

/** A save as the form makes it: at the version it read (issue 40), unless the payload names one. */
const put = async (client: TestClient, url: string, payload: Record<string, unknown>) => {
  const version = payload.version ?? (await client.get(url)).json<{ data?: { version?: number } }>().data?.version;
  return client.request({ method: 'PUT', url, payload: { ...payload, version } });
};
const del = (client: TestClient, url: string) => client.request({ method: 'DELETE', url });
const mapIds = async () => {
  const res = await stranger.client.post('/api/properties-map', LONDON_SEARCH);
  assert.equal(res.statusCode, 200, res.body);
  return res.json<{ data: { id: number[] }; meta: { total: number } }>().data.id;
};
const listTotal = async () =>
  (await stranger.client.post('/api/properties-list', LONDON_SEARCH)).json<{ meta: { total: number } }>().meta.total;

async function create(over: Record<string, unknown> = {}): Promise<number> {
  const res = await owner.client.post('/api/user/adverts', shortLet(over));
  assert.equal(res.statusCode, 201, res.body);
  return res.json<{ data: { id: number } }>().data.id;
}

describe('creating an advert', () => {
  test('a new advert is saved unpublished with everything entered, its description made safe', async () => {
    const id = await create();
    const res = await owner.client.get(`/api/user/adverts/${id}`);
    assert.equal(res.statusCode, 200, res.body);
    const advert = res.json().data;
    assert.equal(advert.property_title, 'Bright rooms by Camden Lock');
    assert.equal(Boolean(advert.is_published), false);
    assert.equal(advert.address.postcode, 'NW1 7BY');
    assert.match(advert.property_description, /<strong>market<\/strong>/);
    assert.doesNotMatch(advert.property_description, /script|onerror|<img/);
    assert.equal(advert.property_rooms.length, 2);
    assert.deepEqual(advert.property_rooms.map((r: { price: number }) => Number(r.price)).sort(), [60, 90]);
    assert.deepEqual(
      advert.rules.map((r: { rule: string }) => r.rule),
      ['No parties', 'Quiet after 22:00'],
    );
    const stored = await h.handle.db
      .selectFrom('property_room_details')
      .innerJoin('property_rooms', 'property_rooms.id', 'property_room_details.property_room_id')
      .select(['property_rooms.price', 'sea_view', 'double_beds'])
      .where('property_rooms.property_id', '=', id)
      .where('property_rooms.room_type_id', '=', 2)
      .executeTakeFirstOrThrow();
    assert.equal(stored.sea_view, true);
    assert.equal(stored.double_beds, 1);
    const cleaning = await h.handle.db
      .selectFrom('property_details')
      .select(['cleaning_fee', 'bath_room'])
      .where('property_id', '=', id)
      .executeTakeFirstOrThrow();
    assert.deepEqual({ fee: Number(cleaning.cleaning_fee), baths: cleaning.bath_room }, { fee: 25, baths: 2 });
  });

  test("every search filter that is the advert's own column is saved as the form sends it, New Build among them", async () => {
    // The flags a short-term let has (shared's advert fields); the others are refused below.
    const own = ADVERT_FILTER_FLAGS.filter((flag) => advertHasField(flag, { kind: 'let', isShortTerm: true }));
    const sent = Object.fromEntries(own.map((flag, i) => [flag, i % 2 === 0]));
    const id = await create({ ...sent, is_new_build: true });
    const advert = (await owner.client.get(`/api/user/adverts/${id}`)).json().data;
    assert.deepEqual(Object.fromEntries(own.map((flag) => [flag, Boolean(advert[flag])])), { ...sent, is_new_build: true });
  });

  test('a field of another kind of advert is refused under its name: no auction, tenant or chain on a let, no breakfast on a sale', async () => {
    const let_ = await owner.client.post('/api/user/adverts', shortLet({ is_auction: true, is_tenanted: '1', is_chain_free: true }));
    assert.equal(let_.statusCode, 422);
    assert.deepEqual(let_.json().errors, {
      is_auction: ['Auction does not apply to this kind of advert.'],
      is_tenanted: ['Tenanted does not apply to this kind of advert.'],
      is_chain_free: ['Chain Free does not apply to this kind of advert.'],
    });
    const sale = await owner.client.post(
      '/api/user/adverts',
      shortLet({
        is_let: false,
        is_short_term: false,
        is_sale: true,
        property_rent_type_id: 1,
        rooms: [],
        policies: undefined,
        details: { breakfast: true },
      }),
    );
    assert.equal(sale.statusCode, 422);
    assert.deepEqual(sale.json().errors, { 'details.breakfast': ['Breakfast does not apply to this kind of advert.'] });
    // The same fields where they belong are saved.
    assert.equal(
      (
        await owner.client.post(
          '/api/user/adverts',
          shortLet({ is_let: false, is_short_term: false, is_sale: true, rooms: [], details: { bath_room: 1 }, is_chain_free: true }),
        )
      ).statusCode,
      201,
    );
  });

  test('visitors cannot see an unpublished advert; a signed-out caller cannot create one', async () => {
    const id = await create();
    assert.equal((await stranger.client.get(`/api/properties/${id}`)).statusCode, 404);
    const anonymous = (await import('../auth/test-client.ts')).TestClient;
    const visitor = new anonymous(h.app);
    await visitor.csrf();
    assert.equal((await visitor.post('/api/user/adverts', shortLet())).statusCode, 401);
  });

  test('missing and out-of-range fields are 422s under their own names, nothing saved', async () => {
    const before = await h.handle.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await owner.client.post(
      '/api/user/adverts',
      shortLet({
        property_title: '',
        price: 1_000_000_000_000,
        is_let: false,
        is_short_term: false,
        epc_rating: 'Z',
        address: { line_1: '12 Jamestown Road', city: 'London', postcode: 'QQ1 1QQ', latitude: 51.5, longitude: -0.1 },
      }),
    );
    assert.equal(res.statusCode, 422, res.body);
    const errors = res.json().errors;
    assert.deepEqual(errors.property_title, ['The property title field is required.']);
    assert.deepEqual(errors.price, ['The price field must be between 0 and 999999999999.']);
    assert.deepEqual(errors['address.postcode'], ['The postcode field must be a valid UK postcode.']);
    assert.ok(errors.epc_rating);
    const after = await h.handle.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
  });

  test('without an ad type the advert is refused under ad_type', async () => {
    const res = await owner.client.post('/api/user/adverts', shortLet({ is_let: false }));
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().errors.ad_type);
  });

  test('rooms follow the Add Room rules: a bed or, for a whole place, a room; limits and frequencies', async () => {
    const res = await owner.client.post(
      '/api/user/adverts',
      shortLet({
        rooms: [
          { room_type_id: 2, quantity: 1, guests: 2, price: 90, property_rent_type_id: 3 },
          { room_type_id: 8, quantity: 1, guests: 4, price: 200, property_rent_type_id: 3 },
          { room_type_id: 1, quantity: 1000, guests: 0, price: 0, property_rent_type_id: 1, single_beds: 10_000 },
        ],
      }),
    );
    assert.equal(res.statusCode, 422);
    const errors = res.json().errors;
    assert.deepEqual(errors['rooms.0.single_beds'], [AT_LEAST_ONE_BED]);
    assert.deepEqual(errors['rooms.1.single_room'], [AT_LEAST_ONE_ROOM]);
    assert.deepEqual(errors['rooms.2.quantity'], ['The quantity field must be between 1 and 999.']);
    assert.deepEqual(errors['rooms.2.guests'], ['The guests field must be between 1 and 999.']);
    assert.deepEqual(errors['rooms.2.price'], ['The price field must be between 1 and 999999999999.']);
    assert.deepEqual(errors['rooms.2.single_beds'], ['The single beds field must be between 0 and 9999.']);
  });

  test('a type that does not belong to the category is refused', async () => {
    const res = await owner.client.post('/api/user/adverts', shortLet({ property_type_id: 3 }));
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.property_type_id, ['The selected property type id is invalid.']);
  });
});

describe('publishing', () => {
  test('publish makes the advert found by the list and the map at once; unpublish hides it again', async () => {
    const id = await create();
    const totalBefore = await listTotal();
    assert.ok(!(await mapIds()).includes(id));
    assert.equal((await owner.client.post(`/api/user/adverts/${id}/publish`)).statusCode, 200);
    assert.ok((await mapIds()).includes(id));
    assert.equal(await listTotal(), totalBefore + 1);
    const page = await stranger.client.get(`/api/properties/${id}`);
    assert.equal(page.statusCode, 200);
    assert.equal(page.json().data.property_title, 'Bright rooms by Camden Lock');
    assert.equal((await owner.client.post(`/api/user/adverts/${id}/unpublish`)).statusCode, 200);
    assert.ok(!(await mapIds()).includes(id));
    assert.equal(await listTotal(), totalBefore);
  });
});

describe('editing', () => {
  test('the owner changes the price and a room; the public page shows it at once, the edited room keeps its id and the one left out goes', async () => {
    const id = await create();
    await owner.client.post(`/api/user/adverts/${id}/publish`);
    const mine = (await owner.client.get(`/api/user/adverts/${id}`)).json().data;
    const double = mine.property_rooms.find((r: { price: number }) => Number(r.price) === 90);
    const res = await put(
      owner.client,
      `/api/user/adverts/${id}`,
      shortLet({
        price: 95,
        rooms: [{ id: double.id, room_type_id: 2, quantity: 2, guests: 2, price: 110, property_rent_type_id: 3, double_beds: 1 }],
      }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const page = (await stranger.client.get(`/api/properties/${id}`)).json().data;
    assert.equal(Number(page.price), 95);
    assert.deepEqual(
      page.property_rooms.map((r: { id: number; price: number }) => [r.id, Number(r.price)]),
      [[double.id, 110]],
    );
  });

  test('an edit that does not carry a part keeps it; a part sent empty is cleared', async () => {
    const id = await create();
    const { discounts: _discounts, details: _details, policies: _policies, rooms: _rooms, ...mainFields } = shortLet();
    const res = await put(owner.client, `/api/user/adverts/${id}`, { ...mainFields, price: 99, rules: [] });
    assert.equal(res.statusCode, 200, res.body);
    const mine = (await owner.client.get(`/api/user/adverts/${id}`)).json().data;
    assert.equal(Number(mine.price), 99);
    assert.equal(mine.discounts.length, 1, 'discounts kept');
    assert.equal(mine.property_details.bath_room, 2, 'details kept');
    assert.equal(mine.check_in_from.slice(0, 5), '15:00', 'policies kept');
    assert.equal(mine.property_rooms.length, 2, 'rooms kept');
    assert.deepEqual(mine.rules, [], 'rules cleared');
  });
});

describe('ownership', () => {
  test("another user cannot read, edit, publish or delete someone's advert: 403 and nothing changes", async () => {
    const id = await create();
    const read = await stranger.client.get(`/api/user/adverts/${id}`);
    assert.equal(read.statusCode, 403);
    assert.equal(read.json().message, NOT_YOUR_ADVERT);
    assert.equal((await put(stranger.client, `/api/user/adverts/${id}`, shortLet({ price: 1 }))).statusCode, 403);
    assert.equal((await stranger.client.post(`/api/user/adverts/${id}/publish`)).statusCode, 403);
    assert.equal((await del(stranger.client, `/api/user/adverts/${id}`)).statusCode, 403);
    const row = await h.handle.db.selectFrom('properties').select(['price', 'is_published']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual({ price: Number(row.price), published: row.is_published }, { price: 85, published: false });
  });

  test('an advert that does not exist is a 404', async () => {
    assert.equal((await owner.client.get('/api/user/adverts/999999')).statusCode, 404);
    assert.equal((await owner.client.get('/api/user/adverts/abc')).statusCode, 422);
  });
});

describe('deleting', () => {
  test('the owner deletes an advert with its rooms; it is gone from the search', async () => {
    const id = await create();
    await owner.client.post(`/api/user/adverts/${id}/publish`);
    const res = await del(owner.client, `/api/user/adverts/${id}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await owner.client.get(`/api/user/adverts/${id}`)).statusCode, 404);
    assert.ok(!(await mapIds()).includes(id));
    const rooms = await h.handle.db.selectFrom('property_rooms').select('id').where('property_id', '=', id).execute();
    assert.equal(rooms.length, 0);
  });
});

describe('policies', () => {
  test('every policy the form offers is kept: flexible times, instructions, the rules and the fixed fee', async () => {
    const lookups = await stranger.client.get('/api/advert-lookups');
    assert.equal(lookups.statusCode, 200, lookups.body);
    const { instruction_types, cancellation_rules } = lookups.json<{
      data: { instruction_types: Array<{ id: number; type: string }>; cancellation_rules: Array<{ id: number; rule: string }> };
    }>().data;
    const fixedFee = cancellation_rules.find((r) => r.rule === 'Fixed Fee Charged');
    const lockbox = instruction_types.find((t) => t.type === 'Key lockbox');
    assert.ok(fixedFee && lockbox);
    const id = await create({
      policies: {
        check_in_flexible: true,
        check_out_flexible: false,
        check_out_from: '09:00',
        check_out_to: '11:00',
        check_in_instructions_id: lockbox.id,
        check_out_instructions_id: lockbox.id,
        cancellation_period: 14,
        cancellation_rule_id: fixedFee.id,
        cancellation_fee: 40,
        cancellation_late_rule_id: 4,
      },
    });
    const mine = (await owner.client.get(`/api/user/adverts/${id}`)).json().data;
    assert.equal(Boolean(mine.check_in_flexible), true);
    assert.equal(mine.check_out_from.slice(0, 5), '09:00');
    assert.equal(mine.check_in_instructions.type, 'Key lockbox');
    assert.equal(mine.cancellation_rule.rule, 'Fixed Fee Charged');
    assert.equal(Number(mine.cancellation_fee), 40);
    assert.equal(mine.cancellation_late_rule_id, 4);
  });

  test('a rule or instruction that is not in the catalogue is a 422 under its field, nothing saved', async () => {
    const before = await h.handle.db.selectFrom('properties').select('id').execute();
    const res = await owner.client.post(
      '/api/user/adverts',
      shortLet({ policies: { cancellation_rule_id: 99, check_in_instructions_id: 77 } }),
    );
    assert.equal(res.statusCode, 422, res.body);
    const { errors } = res.json<{ errors: Record<string, string[]> }>();
    assert.deepEqual(Object.keys(errors).sort(), ['policies.cancellation_rule_id', 'policies.check_in_instructions_id']);
    assert.equal((await h.handle.db.selectFrom('properties').select('id').execute()).length, before.length);
  });
});

describe('search counts after every change', () => {
  test('moving a published advert out of London, back, and deleting it are counted at once by the list and the map', async () => {
    const before = await listTotal();
    const id = await create();
    assert.equal(await listTotal(), before, 'an unpublished advert is not counted');
    await owner.client.post(`/api/user/adverts/${id}/publish`);
    assert.equal(await listTotal(), before + 1);
    const leeds = { line_1: '3 Park Row', city: 'Leeds', postcode: 'LS1 5HD', latitude: 53.7985, longitude: -1.5461 };
    const moved = await put(owner.client, `/api/user/adverts/${id}`, shortLet({ address: leeds }));
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(await listTotal(), before);
    assert.ok(!(await mapIds()).includes(id));
    const back = await put(owner.client, `/api/user/adverts/${id}`, shortLet());
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(await listTotal(), before + 1);
    assert.ok((await mapIds()).includes(id));
    assert.equal((await del(owner.client, `/api/user/adverts/${id}`)).statusCode, 200);
    assert.equal(await listTotal(), before);
  });
});

describe("the contact's own address", () => {
  const office = { line_1: '80 Camden High Street', city: 'London', postcode: 'nw1 0lt', latitude: 51.5372, longitude: -0.1405 };
  const contactWith = (over: Record<string, unknown>) => ({ ...shortLet().contact, ...over });
  const putContact = (client: TestClient, id: number, over: Record<string, unknown>) =>
    put(client, `/api/user/adverts/${id}`, shortLet({ contact: contactWith(over) }));
  const marketedAddress = async (id: number) =>
    (await stranger.client.get(`/api/properties/${id}`)).json<{ data: { contact: { address: { full_address: string } | null } } }>().data
      .contact.address;
  const showAddress = async (shown: boolean) => {
    const { versions } = (await owner.client.get('/api/user/settings')).json<{ data: { versions: { visibility: number } } }>().data;
    const res = await owner.client.post('/api/user/settings/visibility', { settings: { '2': shown }, version: versions.visibility });
    assert.equal(res.statusCode, 200, res.body);
  };

  test('an agent office is stored with the advert, loaded back in its parts, and shown under Marketed By only while setting 2 is on', async () => {
    const id = await create({ contact: contactWith({ address: office }) });
    await owner.client.post(`/api/user/adverts/${id}/publish`);
    const mine = (await owner.client.get(`/api/user/adverts/${id}`)).json().data;
    assert.equal(mine.contact.address.line_1, '80 Camden High Street');
    assert.equal(mine.contact.address.postcode, 'NW1 0LT');
    assert.notEqual(mine.contact.address.id, mine.address.id);
    await showAddress(false);
    assert.equal(await marketedAddress(id), null);
    await showAddress(true);
    assert.deepEqual(await marketedAddress(id), { full_address: '80 Camden High Street, London, NW1 0LT, United Kingdom' });
  });

  test("the owner changes it, makes it the property's own address, or removes it", async () => {
    await showAddress(true);
    const id = await create({ contact: contactWith({ address: office }) });
    await owner.client.post(`/api/user/adverts/${id}/publish`);
    const moved = await putContact(owner.client, id, { address: { ...office, line_1: '2 Parkway' } });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((await marketedAddress(id))?.full_address, '2 Parkway, London, NW1 0LT, United Kingdom');

    const same = await putContact(owner.client, id, { same_as_listing_address: true });
    assert.equal(same.statusCode, 200, same.body);
    assert.equal(same.json().data.contact.address.id, same.json().data.address.id);
    assert.equal((await marketedAddress(id))?.full_address, '12 Jamestown Road, London, Greater London, NW1 7BY, United Kingdom');
    // Following the property's address, it changes with it.
    await put(
      owner.client,
      `/api/user/adverts/${id}`,
      shortLet({
        address: { ...shortLet().address, line_1: '14 Jamestown Road' },
        contact: contactWith({ same_as_listing_address: true }),
      }),
    );
    assert.match((await marketedAddress(id))?.full_address ?? '', /^14 Jamestown Road/);

    const removed = await putContact(owner.client, id, { address: null });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().data.contact.address, null);
    assert.equal(await marketedAddress(id), null);
  });

  test('a bad postcode is a 422 under contact.address.postcode and nothing changes', async () => {
    const id = await create({ contact: contactWith({ address: office }) });
    const res = await putContact(owner.client, id, { address: { ...office, postcode: 'NOT A PC' } });
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json().errors['contact.address.postcode'], ['The postcode field must be a valid UK postcode.']);
    const created = await owner.client.post('/api/user/adverts', shortLet({ contact: contactWith({ address: { ...office, city: '' } }) }));
    assert.equal(created.statusCode, 422);
    assert.deepEqual(created.json().errors['contact.address.city'], ['The city field is required.']);
    assert.equal((await owner.client.get(`/api/user/adverts/${id}`)).json().data.contact.address.postcode, 'NW1 0LT');
  });

  test("another user cannot change it: 403 and the owner's address stays", async () => {
    const id = await create({ contact: contactWith({ address: office }) });
    const res = await putContact(stranger.client, id, { address: { ...office, line_1: '1 Fake Street' } });
    assert.equal(res.statusCode, 403);
    assert.equal((await owner.client.get(`/api/user/adverts/${id}`)).json().data.contact.address.line_1, '80 Camden High Street');
  });

  test("an edit without the contact's address keeps it, and deleting the advert removes it", async () => {
    const id = await create({ contact: contactWith({ address: office }) });
    const kept = await put(owner.client, `/api/user/adverts/${id}`, shortLet({ price: 70 }));
    assert.equal(kept.json().data.contact.address.line_1, '80 Camden High Street');
    const addressId = kept.json().data.contact.address.id as number;
    assert.equal((await del(owner.client, `/api/user/adverts/${id}`)).statusCode, 200);
    assert.equal(await h.handle.db.selectFrom('addresses').select('id').where('id', '=', addressId).executeTakeFirst(), undefined);
  });
});

describe('saving an advert as it was read', () => {
  test('its house rules and discounts keep their rows; a shorter list drops the rest, a longer one adds', async () => {
    const id = await create({
      discounts: [
        { discount_type_id: 1, discount_term: 7, discount_fee: 10, discount_fee_type: 1 },
        { discount_type_id: 3, discount_term: 4, discount_fee: 15, discount_fee_type: 2 },
      ],
    });
    const read = async () => (await owner.client.get(`/api/user/adverts/${id}`)).json().data;
    const before = await read();
    const same = await put(
      owner.client,
      `/api/user/adverts/${id}`,
      shortLet({ discounts: shortLet().discounts, rules: ['No parties', 'Quiet after 22:00'] }),
    );
    assert.equal(same.statusCode, 200, same.body);
    assert.deepEqual(same.json().data.rules, before.rules);
    assert.equal(same.json().data.discounts[0].id, before.discounts[0].id);
    assert.equal(same.json().data.discounts.length, 1);
    const longer = await put(owner.client, `/api/user/adverts/${id}`, shortLet({ rules: ['No parties', 'Quiet after 22:00', 'No pets'] }));
    assert.deepEqual(
      longer.json().data.rules.map((r: { id: number; rule: string }) => r.rule),
      ['No parties', 'Quiet after 22:00', 'No pets'],
    );
    assert.deepEqual(longer.json().data.rules.slice(0, 2), before.rules);
  });

  test('an address in Ireland or Spain keeps its country, its postcode checked as that country’s', async () => {
    const dublin = {
      line_1: '3 Harcourt Street',
      city: 'Dublin',
      county: 'County Dublin',
      postcode: 'D02 XA4F',
      country: 'Ireland',
      latitude: 53.33,
      longitude: -6.26,
    };
    const id = await create({ address: dublin });
    const advert = (await owner.client.get(`/api/user/adverts/${id}`)).json().data;
    assert.equal(advert.address.country, 'Ireland');
    assert.equal(advert.address.full_address, '3 Harcourt Street, Dublin, County Dublin, D02 XA4F, Ireland');
    const wrong = await put(owner.client, `/api/user/adverts/${id}`, shortLet({ address: { ...dublin, postcode: 'NW1 7BY' } }));
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json().errors['address.postcode'], ['The postcode field must be a valid Irish postcode.']);
    const madrid = await put(
      owner.client,
      `/api/user/adverts/${id}`,
      shortLet({ address: { ...dublin, city: 'Madrid', postcode: '28013', country: 'Spain' } }),
    );
    assert.equal(madrid.json().data.address.country, 'Spain');
  });
});

describe('market status', () => {
  /** A leasehold flat for sale in Camden with what the law asks of it, published. */
  async function ownedSale(): Promise<number> {
    const res = await owner.client.post('/api/user/adverts', {
      property_category_id: 1,
      property_type_id: 2,
      property_title: 'Two bedroom flat for sale by Camden Lock',
      price: 450_000,
      property_rent_type_id: 1,
      is_sale: true,
      address: { line_1: '12 Jamestown Road', city: 'London', postcode: 'NW1 7BY', latitude: 51.5405, longitude: -0.1462 },
      council_tax_band: 'C',
      epc_rating: 'C',
      epc_potential: 'B',
      construction: 'standard',
      electricity_supply: 'mains',
      water_supply: 'mains',
      sewerage: 'mains',
      heating: 'mains_gas',
      broadband: 'fttp',
      broadband_speed: 900,
      mobile_signal: 'ask_agent',
      parking_type: 'on_street_permit',
      tenure_type: 'leasehold',
      lease_years_remaining: 118,
      ground_rent_pa: 250,
      service_charge_pa: 1800,
    });
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json<{ data: { id: number } }>().data.id;
    const published = await owner.client.post(`/api/user/adverts/${id}/publish`);
    assert.equal(published.statusCode, 200, published.body);
    return id;
  }
  const mark = (client: TestClient, id: number, body: Record<string, unknown>) =>
    put(client, `/api/user/adverts/${id}/market-status`, body);
  const mapped = async (id: number, search: Record<string, unknown> = {}) => {
    const res = await stranger.client.post('/api/properties-map', { ...LONDON_SEARCH, ...search });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: { id: number[] } }>().data.id.includes(id);
  };

  test('a status needs its day, today or before, and one of its own side: 422s under their fields, nothing changed', async () => {
    const id = await ownedSale();
    const undated = await mark(owner.client, id, { market_status: 'sold_stc' });
    assert.equal(undated.statusCode, 422, undated.body);
    assert.match(undated.json().errors.market_status_on[0], /required/);
    const ahead = await mark(owner.client, id, { market_status: 'under_offer', market_status_on: '2099-01-01' });
    assert.deepEqual(ahead.json().errors, { market_status_on: ['The date must be today or before.'] });
    const wrongSide = await mark(owner.client, id, { market_status: 'let_agreed', market_status_on: '2026-01-05' });
    assert.deepEqual(wrongSide.json().errors, { market_status: ['Let agreed does not apply to this kind of advert.'] });
    assert.equal((await mark(owner.client, id, { market_status: 'withdrawn' })).statusCode, 422);
    assert.equal((await mark(stranger.client, id, { market_status: 'sold_stc', market_status_on: '2026-01-05' })).statusCode, 403);
    const row = await h.handle.db.selectFrom('properties').select('market_status').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(row.market_status, 'available');
  });

  test('Sold STC shows on the advert and stays in a search until it leaves it out; Sold leaves every search; Available again has no day', async () => {
    const id = await ownedSale();
    const marked = await mark(owner.client, id, { market_status: 'sold_stc', market_status_on: '2026-01-05' });
    assert.equal(marked.statusCode, 200, marked.body);
    assert.deepEqual(marked.json(), { id, market_status: 'sold_stc', market_status_on: '2026-01-05' });
    const page = (await stranger.client.get(`/api/properties/${id}`)).json().data;
    assert.deepEqual([page.market_status, page.market_status_on], ['sold_stc', '2026-01-05']);
    assert.equal(await mapped(id), true, 'listed by default');
    assert.equal(await mapped(id, { include_sstc: 0 }), false, "left out once 'Include Under Offer, Sold STC' is off");
    const listed = await stranger.client.post('/api/properties-list', { ...LONDON_SEARCH, include_sstc: 0 });
    assert.ok(!listed.json<{ data: Array<{ id: number }> }>().data.some((card) => card.id === id));

    assert.equal((await mark(owner.client, id, { market_status: 'sold', market_status_on: '2026-02-10' })).statusCode, 200);
    assert.equal(await mapped(id), false, 'a sold home is in no search');
    const mine = (await owner.client.get('/api/user/adverts?search=' + encodeURIComponent(page.property_title))).json().data;
    assert.ok(mine.some((row: { id: number; market_status: string }) => row.id === id && row.market_status === 'sold'));

    const back = await mark(owner.client, id, { market_status: 'available', market_status_on: '2026-02-10' });
    assert.deepEqual(back.json(), { id, market_status: 'available', market_status_on: null });
    assert.equal(await mapped(id, { include_sstc: 0 }), true);
  });
});
