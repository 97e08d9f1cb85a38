import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { TestClient } from '../auth/test-client.ts';
import type { Harness } from '../test/harness.ts';
import { KNOWN_PASSWORD } from './index.ts';
import { seededHarness } from './test-seed.ts';

let h: Harness;
before(async () => {
  h = await seededHarness();
});
after(() => h.close());

async function signIn(email: string): Promise<{ client: TestClient; id: number }> {
  const client = new TestClient(h.app);
  await client.csrf();
  const res = await client.post('/api/login', { email, password: KNOWN_PASSWORD });
  assert.equal(res.statusCode, 200, res.body);
  return { client, id: res.json().id as number };
}

// The harness checks every answer against its schema: a seeded row the API cannot answer with is a 500 here.
test("the seed's people read their conversations, notifications and favourites as the product answers them", async () => {
  for (const email of ['tenant@roofline.test', 'host@roofline.test', 'buyer@roofline.test']) {
    const { client, id } = await signIn(email);
    const notes = await client.post(`/api/user/${id}/notifications`, {});
    assert.equal(notes.statusCode, 200, notes.body);
    assert.ok(notes.json().data.length > 0, `${email} has notifications`);
    const rooms = await client.get(`/api/user/${id}/chat-rooms`);
    assert.equal(rooms.statusCode, 200, rooms.body);
    assert.ok(rooms.json().data.length > 0, `${email} has conversations`);
    for (const room of rooms.json().data as Array<{ id: number }>) {
      const thread = await client.get(`/api/user/${id}/chat-rooms/${room.id}/messages`);
      assert.equal(thread.statusCode, 200, thread.body);
      assert.ok(thread.json().data.length > 0, `room ${room.id} has messages`);
    }
  }
  const { client } = await signIn('tenant@roofline.test');
  const favourites = await client.post('/api/favourites', { type: 'Property' });
  assert.equal(favourites.statusCode, 200, favourites.body);
  assert.equal(favourites.json().data.length, 5);
});
