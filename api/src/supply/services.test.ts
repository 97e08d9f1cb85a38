import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { TestClient } from '../auth/test-client.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { register } from '../bookings/fixture.ts';
import { LONDON_SEARCH } from '../seed/test-seed.ts';
import { NOT_YOUR_SERVICE } from './services.ts';

let h: Harness;
let owner: { client: TestClient; id: number };
let stranger: { client: TestClient; id: number };

before(async () => {
  h = await createHarness();
  owner = await register(h, 'Priya Shah', 'plumber@example.test');
  stranger = await register(h, 'Sophie Turner', 'stranger@example.test');
});
after(() => h.close());

const plumber = (over: Record<string, unknown> = {}) => ({
  service_type_occupation_id: 1,
  service_payment_type_id: 1,
  service_title: 'Emergency plumber in Camden',
  service_description: '<p>Leaks fixed <em>today</em>.</p><iframe src="https://evil.test"></iframe>',
  price: 65,
  working_hours_from: '08:00',
  working_hours_to: '18:30',
  address: { line_1: '4 Parkway', city: 'London', postcode: 'NW1 7AA', latitude: 51.5388, longitude: -0.1445 },
  contact: { name: 'Priya Shah', mobile: '7700900456' },
  ...over,
});

const { address, boundary_box, latitude, longitude } = LONDON_SEARCH;
const searchIds = async () => {
  const res = await stranger.client.post('/api/services-list', { address, boundary_box, latitude, longitude });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<{ data: Array<{ id: number }> }>().data.map((s) => s.id);
};

async function create(): Promise<number> {
  const res = await owner.client.post('/api/user/services', plumber());
  assert.equal(res.statusCode, 201, res.body);
  return res.json<{ data: { id: number } }>().data.id;
}

describe('services', () => {
  test('the form choices list the occupations and payment types', async () => {
    const res = await stranger.client.get('/api/service-lookups');
    assert.equal(res.statusCode, 200);
    const { occupations, payment_types } = res.json().data;
    assert.deepEqual(occupations[0], { id: 1, type: 'Plumber' });
    assert.ok(payment_types.some((p: { type: string }) => p.type === 'Hour'));
  });

  test('a new service is saved unpublished and safe; publishing puts it in the service search, unpublishing takes it out', async () => {
    const id = await create();
    const mine = (await owner.client.get(`/api/user/services/${id}`)).json().data;
    assert.equal(mine.is_published, false);
    assert.equal(mine.working_hours_to, '18:30');
    assert.doesNotMatch(mine.service_description, /iframe/);
    assert.ok(!(await searchIds()).includes(id));
    assert.equal((await owner.client.post(`/api/user/services/${id}/publish`)).statusCode, 200);
    assert.ok((await searchIds()).includes(id));
    const page = await stranger.client.get(`/api/services/${id}`);
    assert.equal(page.json().data.service_title, 'Emergency plumber in Camden');
    await owner.client.post(`/api/user/services/${id}/unpublish`);
    assert.ok(!(await searchIds()).includes(id));
  });

  test('an address shorter than 3 characters, hours the wrong way round or an unknown occupation are 422s', async () => {
    const res = await owner.client.post(
      '/api/user/services',
      plumber({
        working_hours_from: '18:00',
        working_hours_to: '09:00',
        address: { line_1: 'ab', city: 'London', postcode: 'NW1 7AA', latitude: 51.5, longitude: -0.1 },
      }),
    );
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors['address.line_1'], ['The line 1 field must be at least 3 characters.']);
    const unknown = await owner.client.post('/api/user/services', plumber({ service_type_occupation_id: 999 }));
    assert.equal(unknown.statusCode, 422);
    assert.ok(unknown.json().errors.service_type_occupation_id);
  });

  test('the owner edits the price; another user can neither read, change nor delete it', async () => {
    const id = await create();
    const edited = await owner.client.request({ method: 'PUT', url: `/api/user/services/${id}`, payload: plumber({ price: 80 }) });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(Number(edited.json().data.price), 80);
    const read = await stranger.client.get(`/api/user/services/${id}`);
    assert.equal(read.statusCode, 403);
    assert.equal(read.json().message, NOT_YOUR_SERVICE);
    assert.equal(
      (await stranger.client.request({ method: 'PUT', url: `/api/user/services/${id}`, payload: plumber({ price: 1 }) })).statusCode,
      403,
    );
    assert.equal((await stranger.client.request({ method: 'DELETE', url: `/api/user/services/${id}` })).statusCode, 403);
    const row = await h.handle.db.selectFrom('services').select('price').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(Number(row.price), 80);
    assert.equal((await owner.client.request({ method: 'DELETE', url: `/api/user/services/${id}` })).statusCode, 200);
    assert.equal((await owner.client.get(`/api/user/services/${id}`)).statusCode, 404);
  });

  test("the contact's address: the service's own (following it), one of its own, a 422 under its field; shown with setting 2", async () => {
    assert.equal((await owner.client.post('/api/user/settings/visibility', { settings: { '2': true } })).statusCode, 200);
    const res = await owner.client.post('/api/user/services', plumber({ contact: { name: 'Priya Shah', same_as_listing_address: true } }));
    assert.equal(res.statusCode, 201, res.body);
    const { id, address, contact } = res.json().data;
    assert.equal(contact.address.id, address.id);
    await owner.client.post(`/api/user/services/${id}/publish`);
    const shown = async () => (await stranger.client.get(`/api/services/${id}`)).json().data.contact.address;
    assert.deepEqual(await shown(), { full_address: '4 Parkway, London, NW1 7AA, United Kingdom' });

    const office = { line_1: '80 Camden High Street', city: 'London', postcode: 'NW1 0LT', latitude: 51.5372, longitude: -0.1405 };
    const put = (contactBody: Record<string, unknown>) =>
      owner.client.request({
        method: 'PUT',
        url: `/api/user/services/${id}`,
        payload: plumber({ contact: { name: 'Priya Shah', ...contactBody } }),
      });
    const own = await put({ address: office });
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().data.contact.address.line_1, '80 Camden High Street');
    assert.deepEqual(await shown(), { full_address: '80 Camden High Street, London, NW1 0LT, United Kingdom' });

    const bad = await put({ address: { ...office, postcode: 'NOPE' } });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors['contact.address.postcode'], ['The postcode field must be a valid UK postcode.']);
    const foreign = await stranger.client.request({
      method: 'PUT',
      url: `/api/user/services/${id}`,
      payload: plumber({ contact: { name: 'Priya Shah', address: { ...office, line_1: '1 Fake Street' } } }),
    });
    assert.equal(foreign.statusCode, 403);
    assert.deepEqual(await shown(), { full_address: '80 Camden High Street, London, NW1 0LT, United Kingdom' });
  });
});
