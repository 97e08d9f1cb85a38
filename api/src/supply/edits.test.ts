import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { dayAt, register } from '../bookings/fixture.ts';
import { ADVERT_WITHDRAWN, STALE_ADVERT } from './index.ts';
import { SERVICE_WITHDRAWN, STALE_SERVICE } from './services.ts';
import { STALE_CONTACT, STALE_VISIBILITY } from '../dashboard/settings.ts';

/**
 * No edit lost or orphaned (issue 40): every edit names the version it was loaded at, and a save over a
 * newer one is refused (409) with nothing written; a listing or room with bookings not yet finished is
 * withdrawn rather than removed, and a booking keeps what was booked.
 */
let h: Harness;
let owner: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };

before(async () => {
  h = await createHarness();
  owner = await register(h, 'James Whitfield', 'owner@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
});
after(() => h.close());

/** A short-term let by the night with a double and a single room, as the advert form sends it. */
const shortLet = (over: Record<string, unknown> = {}) => ({
  property_category_id: 1,
  property_type_id: 2,
  property_type_details_id: 9,
  property_rent_type_id: 3,
  property_title: 'Rooms by the lock',
  price: 85,
  is_let: true,
  is_short_term: true,
  tenants_guests: 4,
  address: { line_1: '12 Jamestown Road', city: 'London', postcode: 'NW1 7BY', latitude: 51.5405, longitude: -0.1462 },
  contact: { name: 'James Whitfield', email: 'james@example.test' },
  rooms: [
    { room_type_id: 2, quantity: 1, guests: 2, price: 90, property_rent_type_id: 3, double_beds: 1 },
    { room_type_id: 1, quantity: 1, guests: 1, price: 60, property_rent_type_id: 3, single_beds: 1 },
  ],
  ...over,
});

type Room = { id: number; room_type_id: number; price: number | string };
type Own = { id: number; version: number; property_title: string; price: number | string; property_rooms: Room[] };

const put = (client: TestClient, url: string, payload: Record<string, unknown>) => client.request({ method: 'PUT', url, payload });
const own = async (id: number) => (await owner.client.get(`/api/user/adverts/${id}`)).json<{ data: Own }>().data;

async function publishedLet(): Promise<Own> {
  const res = await owner.client.post('/api/user/adverts', shortLet());
  assert.equal(res.statusCode, 201, res.body);
  const { id } = res.json<{ data: Own }>().data;
  assert.equal((await owner.client.post(`/api/user/adverts/${id}/publish`)).statusCode, 200);
  return own(id);
}

/** A guest's reservation of one room, at the price the API quotes (the first try is told it). */
async function reserve(advert: Own, room: Room, daysAhead: number): Promise<number> {
  const body = {
    booking_type: 'reserve',
    host_id: owner.id,
    property_id: advert.id,
    guests: 1,
    pets: 0,
    date_start: dayAt(daysAhead, '15:00'),
    date_end: dayAt(daysAhead + 1, '11:00'),
    picked_rooms: JSON.stringify({ [`room_${room.id}`]: 1 }),
    price: 1,
  };
  const quoted = await guest.client.post('/api/book', body);
  const price = Number(
    /£([\d,]+\.\d{2})/.exec(quoted.json<{ errors: { price: string[] } }>().errors.price[0] ?? '')?.[1]?.replace(/,/g, ''),
  );
  const booked = await guest.client.post('/api/book', { ...body, price });
  assert.equal(booked.statusCode, 200, booked.body);
  return booked.json<{ data: { id: number } }>().data.id;
}

const bookingOf = async (id: number) =>
  (await guest.client.post('/api/booking-by-id-and-type', { type: 'guest', id })).json<{
    data: { title: string; rooms: Array<{ property_room_id: number; quantity: number; name: string }> };
  }>().data;

describe('two windows on one advert', () => {
  test('the later save over the earlier is refused with 409 and nothing of it is written; at the newer version it goes through', async () => {
    const advert = await publishedLet();
    // Both windows loaded the advert at the same version.
    const first = await put(
      owner.client,
      `/api/user/adverts/${advert.id}`,
      shortLet({ property_title: 'Rooms by Camden Lock', version: advert.version }),
    );
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json<{ data: Own }>().data.version, advert.version + 1);

    const second = await put(owner.client, `/api/user/adverts/${advert.id}`, shortLet({ price: 120, version: advert.version }));
    assert.equal(second.statusCode, 409);
    assert.deepEqual(second.json(), { message: STALE_ADVERT, version: advert.version + 1 });
    const stored = await own(advert.id);
    assert.deepEqual(
      [stored.property_title, Number(stored.price)],
      ['Rooms by Camden Lock', 85],
      'the earlier save stands, the later wrote nothing',
    );

    // Compared and chosen: saved again at the version it now knows.
    const again = await put(
      owner.client,
      `/api/user/adverts/${advert.id}`,
      shortLet({ property_title: 'Rooms by Camden Lock', price: 120, version: stored.version }),
    );
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(Number(again.json<{ data: Own }>().data.price), 120);
  });

  test('a change that names no version is refused, not taken as the latest', async () => {
    const advert = await publishedLet();
    const res = await put(owner.client, `/api/user/adverts/${advert.id}`, shortLet({ price: 1 }));
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors, { version: ['The version field is required.'] });
    assert.equal(Number((await own(advert.id)).price), 85);
  });

  test('a service, the contact details and what adverts show are guarded the same way', async () => {
    const service = {
      service_type_occupation_id: 1,
      service_payment_type_id: 1,
      service_title: 'Plumber in Camden',
      price: 60,
      address: { line_1: '4 Parkway', city: 'London', postcode: 'NW1 7AA', latitude: 51.5388, longitude: -0.1445 },
    };
    const made = await owner.client.post('/api/user/services', service);
    assert.equal(made.statusCode, 201, made.body);
    const { id, version } = made.json<{ data: { id: number; version: number } }>().data;
    assert.equal((await put(owner.client, `/api/user/services/${id}`, { ...service, price: 70, version })).statusCode, 200);
    const stale = await put(owner.client, `/api/user/services/${id}`, { ...service, price: 80, version });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, STALE_SERVICE);

    const { versions } = (await owner.client.get('/api/user/settings')).json<{
      data: { versions: { contact: number; visibility: number } };
    }>().data;
    const contact = { name: 'James Whitfield', mobile_prefix: '+44', mobile: '7700 900123' };
    assert.equal((await owner.client.post('/api/user/settings/contact', { ...contact, version: versions.contact })).statusCode, 200);
    const staleContact = await owner.client.post('/api/user/settings/contact', {
      ...contact,
      mobile: '7700 900999',
      version: versions.contact,
    });
    assert.equal(staleContact.statusCode, 409);
    assert.equal(staleContact.json().message, STALE_CONTACT);
    const settings = (await owner.client.get('/api/user/settings')).json<{ data: { contact: { mobile: string } } }>().data;
    assert.equal(settings.contact.mobile, '7700 900123');

    const shown = await owner.client.post('/api/user/settings/visibility', { settings: { '3': true }, version: versions.visibility });
    assert.equal(shown.statusCode, 200);
    const staleShown = await owner.client.post('/api/user/settings/visibility', { settings: { '3': false }, version: versions.visibility });
    assert.equal(staleShown.statusCode, 409);
    assert.equal(staleShown.json().message, STALE_VISIBILITY);
  });
});

describe('removing what is booked', () => {
  test('a room booked for a stay not yet finished is withdrawn, not removed: no longer offered, still what the booking holds', async () => {
    const advert = await publishedLet();
    const double = advert.property_rooms.find((r) => r.room_type_id === 2)!;
    const single = advert.property_rooms.find((r) => r.room_type_id === 1)!;
    const booking = await reserve(advert, double, 20);
    const before = await bookingOf(booking);

    // The owner removes the double in the form and saves.
    const saved = await put(
      owner.client,
      `/api/user/adverts/${advert.id}`,
      shortLet({ rooms: [{ ...shortLet().rooms[1], id: single.id }], version: advert.version }),
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const answer = saved.json<{ data: Own & { withdrawn_rooms: Array<{ id: number; name: string }> } }>().data;
    assert.deepEqual(
      answer.property_rooms.map((r) => r.id),
      [single.id],
    );
    assert.deepEqual(answer.withdrawn_rooms, [{ id: double.id, name: before.rooms[0]!.name }]);
    const row = await h.handle.db.selectFrom('property_rooms').select('withdrawn_at').where('id', '=', double.id).executeTakeFirst();
    assert.ok(row?.withdrawn_at, 'kept, withdrawn');

    const page = (await guest.client.get(`/api/properties/${advert.id}`)).json<{ data: { property_rooms: Room[] } }>().data;
    assert.deepEqual(
      page.property_rooms.map((r) => r.id),
      [single.id],
      'the advert no longer offers it',
    );
    const again = await guest.client.post('/api/book', {
      booking_type: 'reserve',
      host_id: owner.id,
      property_id: advert.id,
      guests: 1,
      pets: 0,
      date_start: dayAt(22, '15:00'),
      date_end: dayAt(23, '11:00'),
      picked_rooms: JSON.stringify({ [`room_${double.id}`]: 1 }),
      price: 90,
    });
    assert.equal(again.statusCode, 422, 'nor takes bookings of it');
    assert.deepEqual(await bookingOf(booking), before, 'the booking holds what it booked');
  });

  test('a room whose bookings are all finished is removed, and each booking keeps what was booked', async () => {
    const advert = await publishedLet();
    const double = advert.property_rooms.find((r) => r.room_type_id === 2)!;
    const single = advert.property_rooms.find((r) => r.room_type_id === 1)!;
    const booking = await reserve(advert, double, 5);
    const before = await bookingOf(booking);
    // The stay took place: accepted, and over.
    await sql`update bookings set status = 'accepted', date_start = now() - interval '3 days', date_end = now() - interval '2 days'
      where id = ${booking}`.execute(h.handle.db);

    const saved = await put(
      owner.client,
      `/api/user/adverts/${advert.id}`,
      shortLet({ rooms: [{ ...shortLet().rooms[1], id: single.id }], version: advert.version }),
    );
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(saved.json<{ data: { withdrawn_rooms: unknown[] } }>().data.withdrawn_rooms, []);
    assert.equal(await h.handle.db.selectFrom('property_rooms').select('id').where('id', '=', double.id).executeTakeFirst(), undefined);
    const after = await bookingOf(booking);
    assert.deepEqual(after.rooms, before.rooms, 'the booking still says which room, how many');
    assert.equal(after.title, before.title);
    const { data } = (await guest.client.get('/api/user/bookings?as=guest')).json<{
      data: Array<{ id: number; rooms: Array<{ name: string }> }>;
    }>();
    assert.deepEqual(
      data.find((b) => b.id === booking)?.rooms.map((r) => r.name),
      before.rooms.map((r) => r.name),
    );
  });

  test('an advert or a service with bookings is withdrawn rather than deleted, and says so; one without is deleted', async () => {
    const advert = await publishedLet();
    await reserve(advert, advert.property_rooms[0]!, 25);
    const res = await owner.client.request({ method: 'DELETE', url: `/api/user/adverts/${advert.id}` });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { id: advert.id, deleted: false, withdrawn: true, message: ADVERT_WITHDRAWN });
    const row = await h.handle.db.selectFrom('properties').select('is_published').where('id', '=', advert.id).executeTakeFirst();
    assert.equal(row?.is_published, false, 'off the search, kept for its bookings');
    assert.equal((await guest.client.get(`/api/properties/${advert.id}`)).statusCode, 404);

    const unbooked = await publishedLet();
    const gone = await owner.client.request({ method: 'DELETE', url: `/api/user/adverts/${unbooked.id}` });
    assert.deepEqual([gone.json().deleted, gone.json().withdrawn], [true, false]);

    const service = await h.handle.db.selectFrom('services').select('id').where('user_id', '=', owner.id).executeTakeFirstOrThrow();
    await sql`insert into bookings (booking_type, service_id, user_id, host_id, date_start, status)
      values ('appoint', ${service.id}, ${guest.id}, ${owner.id}, now() + interval '5 days', 'pending')`.execute(h.handle.db);
    const kept = await owner.client.request({ method: 'DELETE', url: `/api/user/services/${service.id}` });
    assert.deepEqual(kept.json(), { id: service.id, deleted: false, withdrawn: true, message: SERVICE_WITHDRAWN });
  });
});
