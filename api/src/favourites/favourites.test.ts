import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { TestClient } from '../auth/test-client.ts';
import { KNOWN_PASSWORD } from '../seed/index.ts';
import { LONDON_SEARCH, seededHarness } from '../seed/test-seed.ts';
import type { Harness } from '../test/harness.ts';
import { first } from '../test/rows.ts';
import { REMOVED_MESSAGE } from './index.ts';
import { FAVOURITES_MAX, FAVOURITES_PER_PAGE, TOO_MANY_FAVOURITES } from '@marketplace/shared/src/schemas/favourites.ts';

let h: Harness;
let tenant: TestClient;
let buyer: TestClient;
let visitor: TestClient;
let published: number[];
/** The results-list cards of the adverts in `published`. */
let searchCards: Array<Record<string, unknown>>;
let unpublished: number;

async function signIn(email: string): Promise<TestClient> {
  const client = new TestClient(h.app);
  await client.csrf();
  const res = await client.post('/api/login', { email, password: KNOWN_PASSWORD });
  assert.ok(res.statusCode < 300, res.body);
  return client;
}

before(async () => {
  h = await seededHarness();
  tenant = await signIn('tenant@roofline.test');
  buyer = await signIn('buyer@roofline.test');
  visitor = new TestClient(h.app);
  await visitor.csrf();
  searchCards = (await visitor.post('/api/properties-list', LONDON_SEARCH)).json().data.slice(0, 2);
  assert.equal(searchCards.length, 2);
  published = searchCards.map((c) => c.id as number);
  // Unpublish one advert for the test, so the seed's mix does not matter.
  const hidden = await sql<{ id: number }>`update properties set is_published = false
    where id = (select id from properties where is_published and id <> all(${published}::int[]) order by id desc limit 1) returning id`.execute(
    h.handle.db,
  );
  unpublished = first(hidden.rows, 'another published advert').id;
  // The seed's people have shortlisted homes already (seed/lived-in.ts): these tests count from none.
  await sql`delete from favourites`.execute(h.handle.db);
});
after(() => h.close());

const favouritesOf = async (client: TestClient) => (await client.get('/api/user')).json().favourite_properties;

describe('favourites', () => {
  test('adding an advert answers with the favourite id, and adding it again answers with the same id', async () => {
    const first = await tenant.post('/api/favourite', { id: published[0], type: 'Property' });
    assert.equal(first.statusCode, 200, first.body);
    const again = await tenant.post('/api/favourite', { id: String(published[0]), type: 'Property' });
    assert.equal(again.json().id, first.json().id);
    const {
      rows: [count],
    } = await sql<{ n: number }>`select count(*)::int as n from favourites where property_id = ${published[0]}`.execute(h.handle.db);
    assert.equal(count?.n, 1);
  });

  test("the list holds the user's favourites with the same card the results list shows", async () => {
    const added = (await tenant.post('/api/favourite', { id: published[1], type: 'Property' })).json().id;
    const list = await tenant.post('/api/favourites', { type: 'Property' });
    assert.equal(list.statusCode, 200);
    const data = list.json().data;
    assert.deepEqual(
      data.map((f: { property_id: number }) => f.property_id),
      published,
    );
    const mine = data.find((f: { id: number }) => f.id === added);
    assert.deepEqual(mine.property, searchCards[1]);
    assert.deepEqual((await buyer.post('/api/favourites', { type: 'Property' })).json().data, []);
  });

  test("the signed-in user's payload lists the favourites as id and property_id", async () => {
    const list = (await tenant.post('/api/favourites', { type: 'Property' })).json().data;
    assert.deepEqual(
      await favouritesOf(tenant),
      list.map((f: { id: number; property_id: number }) => ({ id: f.id, property_id: f.property_id })),
    );
    assert.deepEqual(await favouritesOf(buyer), []);
  });

  test("another user cannot delete someone else's favourite", async () => {
    const [theirs] = await favouritesOf(tenant);
    const res = await buyer.post(`/api/favourites/${theirs.id}/delete`);
    assert.equal(res.statusCode, 404);
    assert.ok(res.json().message);
    assert.ok((await favouritesOf(tenant)).some((f: { id: number }) => f.id === theirs.id));
    assert.equal((await buyer.post('/api/favourites/99999999/delete')).statusCode, 404);
    assert.equal((await buyer.post('/api/favourites/abc/delete')).statusCode, 404);
  });

  test('the owner deletes their favourite, and it leaves the list and the user payload', async () => {
    const [mine] = await favouritesOf(tenant);
    const res = await tenant.post(`/api/favourites/${mine.id}/delete`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { message: REMOVED_MESSAGE });
    assert.ok(!(await favouritesOf(tenant)).some((f: { id: number }) => f.id === mine.id));
    assert.equal((await tenant.post(`/api/favourites/${mine.id}/delete`)).statusCode, 404);
  });

  test('signed out, every call answers 401', async () => {
    assert.equal((await visitor.post('/api/favourites', { type: 'Property' })).statusCode, 401);
    assert.equal((await visitor.post('/api/favourite', { id: published[0], type: 'Property' })).statusCode, 401);
    assert.equal((await visitor.post('/api/favourites/1/delete')).statusCode, 401);
  });

  test('a call without the CSRF token is refused with 419 and changes nothing', async () => {
    const res = await buyer.post('/api/favourite', { id: published[0], type: 'Property' }, { xsrf: false });
    assert.equal(res.statusCode, 419);
    assert.deepEqual(await favouritesOf(buyer), []);
  });

  test('a missing, non-numeric, unknown or unpublished advert id, or another type, answers 422', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ type: 'Property' }, 'id', 'The id field is required.'],
      [{ id: 'abc', type: 'Property' }, 'id', 'The id field must be an integer.'],
      [{ id: 99999999, type: 'Property' }, 'id', 'The selected id is invalid.'],
      [{ id: unpublished, type: 'Property' }, 'id', 'The selected id is invalid.'],
      [{ id: published[0], type: 'Service' }, 'type', 'The selected type is invalid.'],
      [{ id: published[0] }, 'type', 'The type field is required.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await buyer.post('/api/favourite', body);
      assert.equal(res.statusCode, 422, JSON.stringify(body));
      assert.deepEqual(res.json().errors[field], [message], JSON.stringify(body));
    }
    assert.equal((await buyer.post('/api/favourites', { type: 'Service' })).statusCode, 422);
    assert.deepEqual(await favouritesOf(buyer), []);
  });

  test(`at most ${FAVOURITES_MAX} an account, listed ${FAVOURITES_PER_PAGE} a page, every one reachable`, async () => {
    const { rows } = await sql<{ id: number }>`select id from users where email = 'landlord@roofline.test'`.execute(h.handle.db);
    const landlordId = first(rows, 'the landlord').id;
    // All but one of the allowance, written straight in: adverts enough (copies of the seed's, unpublished), in id order.
    await sql`insert into properties (user_id, address_id, property_category_id, property_title, price, is_sale, is_let, is_buy, is_rent)
      select user_id, address_id, property_category_id, property_title, price, is_sale, is_let, is_buy, is_rent
      from properties order by id limit ${FAVOURITES_MAX}`.execute(h.handle.db);
    await sql`insert into favourites (user_id, property_id)
      select ${landlordId}, id from properties where id <> all(${published}::int[]) order by id limit ${FAVOURITES_MAX - 1}`.execute(
      h.handle.db,
    );
    const landlord = await signIn('landlord@roofline.test');
    const last = await landlord.post('/api/favourite', { id: published[0], type: 'Property' });
    assert.equal(last.statusCode, 200, last.body);
    const again = await landlord.post('/api/favourite', { id: published[0], type: 'Property' });
    assert.deepEqual(again.json(), last.json(), 'a favourite already kept is answered, not refused');
    const over = await landlord.post('/api/favourite', { id: published[1], type: 'Property' });
    assert.equal(over.statusCode, 422);
    assert.deepEqual(over.json().errors, { id: [TOO_MANY_FAVOURITES] });

    const pages = Math.ceil(FAVOURITES_MAX / FAVOURITES_PER_PAGE);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const answer = (await landlord.post('/api/favourites', { type: 'Property', page })).json();
      assert.deepEqual(answer.meta, { current_page: page, last_page: pages, per_page: FAVOURITES_PER_PAGE, total: FAVOURITES_MAX });
      seen.push(...answer.data.map((f: { id: number }) => f.id));
    }
    assert.equal(new Set(seen).size, FAVOURITES_MAX);
    assert.deepEqual(
      seen,
      [...seen].sort((a, b) => a - b),
      'oldest first',
    );
  });
});

describe("a mover's shortlist", () => {
  test('each favourite starts Interested with no note; its owner moves it and notes it, and it stays so in a new session', async () => {
    const id = (await buyer.post('/api/favourite', { id: published[0], type: 'Property' })).json().id as number;
    const listed = async (client: TestClient) =>
      (
        (await client.post('/api/favourites', { type: 'Property' })).json().data as Array<{
          id: number;
          status: string;
          note: string | null;
        }>
      ).find((f) => f.id === id);
    assert.deepEqual([(await listed(buyer))?.status, (await listed(buyer))?.note], ['interested', null]);

    const moved = await buyer.request({
      method: 'PUT',
      url: `/api/favourites/${id}`,
      payload: { status: 'viewing', note: '  Ask about the damp in the back bedroom.  ' },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual([moved.json().data.status, moved.json().data.note], ['viewing', 'Ask about the damp in the back bedroom.']);
    assert.equal(moved.json().data.property.id, published[0]);
    // The status alone leaves the note; a blank note clears it.
    await buyer.request({ method: 'PUT', url: `/api/favourites/${id}`, payload: { status: 'offer' } });
    assert.deepEqual([(await listed(buyer))?.status, (await listed(buyer))?.note], ['offer', 'Ask about the damp in the back bedroom.']);

    // Signed out and in again (another device): the same.
    const again = await signIn('buyer@roofline.test');
    assert.deepEqual([(await listed(again))?.status, (await listed(again))?.note], ['offer', 'Ask about the damp in the back bedroom.']);
    await again.request({ method: 'PUT', url: `/api/favourites/${id}`, payload: { note: '   ' } });
    assert.equal((await listed(buyer))?.note, null);
  });

  test("only its owner: someone else's favourite reads as unknown and is left as it was; bad input is a 422; signed out a 401", async () => {
    const id = (await buyer.post('/api/favourite', { id: published[1], type: 'Property' })).json().id as number;
    const theirs = await tenant.request({
      method: 'PUT',
      url: `/api/favourites/${id}`,
      payload: { status: 'not_for_me', note: 'Mine now' },
    });
    assert.equal(theirs.statusCode, 404);
    const row = await h.handle.db.selectFrom('favourites').select(['status', 'note']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { status: 'interested', note: null });

    const bad = await buyer.request({ method: 'PUT', url: `/api/favourites/${id}`, payload: { status: 'sold', note: 'x'.repeat(1001) } });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors, {
      status: ['The selected status is invalid.'],
      note: ['The note field must not be greater than 1000 characters.'],
    });
    assert.equal((await visitor.request({ method: 'PUT', url: `/api/favourites/${id}`, payload: { status: 'viewing' } })).statusCode, 401);
    assert.equal(
      (await buyer.request({ method: 'PUT', url: `/api/favourites/${id}`, payload: { status: 'viewing' }, xsrf: false })).statusCode,
      419,
    );
  });
});
