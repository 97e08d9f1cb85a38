import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SAVED_SEARCH_BODY, savedSearchBody, storedSearch } from '../alerts/search-body.ts';
import { DRAFT_DATA } from '../drafts/index.ts';
import { register } from '../bookings/fixture.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { checkedSequence, currentVersion, migrated, readable } from './versioned.ts';

/** A saved search's body as the search form sends it today (shared's default search, less the date picker's range). */
const TODAYS_BODY = JSON.parse(readFileSync(new URL('../alerts/saved-search-body.fixture.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

test('a value is brought up through each later migration in order; a later version than this API knows is not read', () => {
  const sequence = checkedSequence({
    name: 'note',
    migrations: [
      { version: 1, why: 'text became words', up: (v: Record<string, unknown>) => ({ words: String(v.text ?? '').split(' ') }) },
      { version: 2, why: 'words were counted', up: (v: Record<string, unknown>) => ({ ...v, count: (v.words as string[]).length }) },
    ],
  });
  assert.equal(currentVersion(sequence), 2);
  assert.deepEqual(migrated(sequence, { text: 'a b c' }, 0), { words: ['a', 'b', 'c'], count: 3 });
  assert.deepEqual(migrated(sequence, { words: ['a'] }, 1), { words: ['a'], count: 1 });
  assert.deepEqual(migrated(sequence, { words: ['a'], count: 1 }, 2), { words: ['a'], count: 1 });
  assert.equal(readable(sequence, 3), false);
  assert.throws(() => migrated(sequence, {}, 3), /newer than this API's 2/);
  assert.throws(() => checkedSequence({ name: 'gap', migrations: [{ version: 2, why: '', up: (v) => v }] }), /says it is version 2/);
});

test("today's saved-search body reads the same at every version: nothing the form sends is dropped", () => {
  assert.deepEqual(savedSearchBody(TODAYS_BODY, 0), TODAYS_BODY);
  assert.deepEqual(savedSearchBody(TODAYS_BODY, currentVersion(SAVED_SEARCH_BODY)), TODAYS_BODY);
  const today = storedSearch(TODAYS_BODY, currentVersion(SAVED_SEARCH_BODY));
  assert.ok(today, 'the search reads it');
  assert.deepEqual(storedSearch(TODAYS_BODY, 0), today);
});

test('a body saved before versions with keys the search no longer reads still runs, those keys dropped; a later version is not read', () => {
  const older = { ...TODAYS_BODY, has_moat: false, page: 1 };
  assert.equal(storedSearch(older, currentVersion(SAVED_SEARCH_BODY)), null, 'read as today, the search refuses the stale keys');
  assert.deepEqual(storedSearch(older, 0), storedSearch(TODAYS_BODY, 1));
  assert.deepEqual(savedSearchBody(older, 0), TODAYS_BODY);
  assert.equal(storedSearch(TODAYS_BODY, currentVersion(SAVED_SEARCH_BODY) + 1), null);
});

describe('drafts', () => {
  let h: Harness;
  before(async () => {
    h = await createHarness();
  });
  after(() => h.close());

  test("today's drafts, saved before versions, load as they were; a draft saved now carries the current version", async () => {
    const { client, id } = await register(h, 'Priya Shah', 'drafts@versions.test');
    // The advert form's values as a draft of today holds them.
    const data = {
      property_title: 'Two-bed flat by the canal',
      price: '1250',
      is_let: true,
      bedrooms: 2,
      contact_email: 'priya@example.test',
    };
    await h.handle.db
      .insertInto('drafts')
      .values([
        { user_id: id, type: 'advert', title: 'Before versions', data: JSON.stringify(data) },
        {
          user_id: id,
          type: 'advert',
          title: 'From a later API',
          data: JSON.stringify({ shape: 'unknown' }),
          data_version: currentVersion(DRAFT_DATA) + 1,
        },
      ])
      .execute();
    // The list names what can be loaded (the later API's draft is left out); loading one reads its values.
    const listed = (await client.post('/api/drafts', { type: 'advert' })).json().data as Array<{ id: number; title: string }>;
    assert.deepEqual(
      listed.map((d) => d.title),
      ['Before versions'],
    );
    const loaded = (await client.get(`/api/drafts/${listed[0]!.id}`)).json().data as { data: object };
    assert.deepEqual(loaded.data, data);
    assert.equal((await client.post('/api/draft/store', { type: 'advert', title: 'Now', data })).statusCode, 201);
    const stored = await h.handle.db.selectFrom('drafts').select('data_version').where('title', '=', 'Now').executeTakeFirstOrThrow();
    assert.equal(stored.data_version, currentVersion(DRAFT_DATA));
  });
});
