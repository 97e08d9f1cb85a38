import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { TestClient } from '../auth/test-client.ts';
import { dayAt, forSale, register, shortStay } from '../bookings/fixture.ts';
import { RealtimeHub } from '../realtime/index.ts';
import { createHarness, type Harness } from '../test/harness.ts';

/**
 * Bodies as a Laravel SPA sends them (issue 25, item 8): every route takes JSON, urlencoded and
 * multipart forms for the same fields within the same limits, and a body over the limit is refused
 * with 413 before it is read.
 */
let h: Harness;
let host: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };
let house: number;
let stay: { id: number; double: number; single: number };

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  house = await forSale(h.handle.db, host.id);
  stay = await shortStay(h.handle.db, host.id);
});
after(() => h.close());

type Fields = Record<string, string | number | null>;

/** A multipart body exactly as the browser's FormData makes it. */
async function formData(fields: Fields): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value === null ? '' : String(value));
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

const urlencoded = (fields: Fields) => ({
  payload: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, v === null ? '' : String(v)])).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const send = async (client: TestClient, url: string, body: { payload: Buffer | string; headers: Record<string, string> }) =>
  client.request({ method: 'POST', url, ...body });

describe('the calls the spec sends as forms take FormData and urlencoded forms', () => {
  test('drafts: saved, listed and deleted from multipart forms; bracket names make the draft’s object', async () => {
    const saved = await send(
      guest.client,
      '/api/draft/store',
      await formData({ type: 'advert', title: 'Canal flat', data: JSON.stringify({ title: 'Canal flat', rooms: [1, 2] }) }),
    );
    assert.equal(saved.statusCode, 201, saved.body);
    const bracketed = await send(guest.client, '/api/draft/store', {
      payload: 'type=advert&title=Second&data[title]=Second&data[rooms][0]=3&data[rooms][1]=4',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(bracketed.statusCode, 201, bracketed.body);
    const listed = await send(guest.client, '/api/drafts', await formData({ type: 'advert' }));
    assert.equal(listed.statusCode, 200, listed.body);
    const drafts = listed.json().data as Array<{ id: number; title: string }>;
    // The list names them; each is loaded with its values.
    const loaded = await Promise.all(drafts.map(async (d) => (await guest.client.get(`/api/drafts/${d.id}`)).json().data.data as unknown));
    assert.deepEqual(
      drafts.map((d, i) => [d.title, loaded[i]]),
      [
        ['Second', { title: 'Second', rooms: ['3', '4'] }],
        ['Canal flat', { title: 'Canal flat', rooms: [1, 2] }],
      ],
    );
    const deleted = await send(guest.client, '/api/draft/delete', await formData({ type: 'advert', overwrite_id: saved.json().data.id }));
    assert.equal(deleted.statusCode, 200, deleted.body);
  });

  test('a booking, what is taken and the calendar answer a multipart form as they answer JSON', async () => {
    const booked = await send(
      guest.client,
      '/api/book',
      await formData({
        booking_type: 'view',
        host_id: host.id,
        property_id: house,
        price: 325000,
        date_start: dayAt(3, '11:00'),
        date_end: dayAt(3, '11:00'),
      }),
    );
    assert.equal(booked.statusCode, 200, booked.body);
    assert.equal(booked.json().data.status, 'pending');
    const taken = { host_id: host.id, booking_type: 'view', property_id: house, service_id: null };
    const asForm = await send(guest.client, '/api/bookings-by-ad-id', await formData(taken));
    const asJson = await guest.client.post('/api/bookings-by-ad-id', taken);
    assert.equal(asForm.statusCode, 200, asForm.body);
    assert.deepEqual(asForm.json(), asJson.json());
    const calendar = await send(guest.client, '/api/bookings-calendar', await formData({ property_id: stay.id }));
    assert.equal(calendar.statusCode, 200, calendar.body);
    assert.deepEqual(calendar.json(), (await guest.client.post('/api/bookings-calendar', { property_id: stay.id })).json());
  });

  test('a message is sent from a multipart form', async () => {
    const sent = await send(
      guest.client,
      `/api/user/${guest.id}/messages/new`,
      await formData({ from_user_id: guest.id, to_user_id: host.id, property_id: house, message: 'Is the garden south facing?' }),
    );
    assert.equal(sent.statusCode, 201, sent.body);
    assert.equal(sent.json().data.message, 'Is the garden south facing?');
  });

  test('the review lists answer a multipart or urlencoded form as they answer JSON', async () => {
    for (const [url, fields] of [
      ['/api/host-reviews', { ad_id: stay.id }],
      ['/api/neighbourhood-reviews', { ad_id: stay.id }],
      ['/api/guest-reviews', { guest_id: guest.id }],
    ] as const) {
      const asJson = await guest.client.post(url, fields);
      assert.equal(asJson.statusCode, 200, `${url}: ${asJson.body}`);
      for (const body of [await formData(fields), urlencoded(fields)]) {
        const res = await send(guest.client, url, body);
        assert.equal(res.statusCode, 200, `${url} ${body.headers['content-type']}: ${res.body}`);
        assert.deepEqual(res.json(), asJson.json());
      }
    }
  });
});

test('no route that takes a body answers 415 to a form', async () => {
  const routes: Array<{ method: HTTPMethods; url: string }> = [];
  const app = await buildApp(
    { config: h.config, db: h.handle.db, dbKind: h.handle.kind, broadcaster: new RealtimeHub() },
    {
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) if (method === 'POST' || method === 'PUT') routes.push({ method, url: r.url });
      },
    },
  );
  await app.ready();
  try {
    const client = new TestClient(app);
    await client.csrf();
    const refused: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z_]+\??|\*/g, '1');
      for (const body of [await formData({ id: 1 }), urlencoded({ id: 1 })]) {
        const res = await client.request({ method: route.method, url, ...body });
        if (res.statusCode === 415) refused.push(`${route.method} ${route.url} ${body.headers['content-type']}`);
      }
    }
    assert.ok(routes.length > 30, `found ${routes.length} routes`);
    assert.deepEqual(refused, []);
  } finally {
    await app.close();
  }
});

describe('limits and unreadable forms', () => {
  test('a NUL character in a urlencoded or multipart field is a 422 naming the field', async () => {
    for (const body of [
      await formData({ email: 'a\u0000@example.co.uk', password: 'x' }),
      urlencoded({ email: 'a\u0000@example.co.uk', password: 'x' }),
    ]) {
      const res = await send(guest.client, '/api/forgot-password', body);
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(Object.keys(res.json().errors), ['email']);
    }
    const misnamed = await send(guest.client, '/api/forgot-password', await formData({ 'em\u0000ail': 'a@example.co.uk' }));
    assert.equal(misnamed.statusCode, 422, misnamed.body);
    assert.deepEqual(Object.keys(misnamed.json().errors), ['email']);
    const nested = await send(guest.client, '/api/draft/store', urlencoded({ type: 'advert', title: 'x', 'data[rooms][0]': 'a\u0000' }));
    assert.equal(nested.statusCode, 422, nested.body);
    assert.deepEqual(Object.keys(nested.json().errors), ['data.rooms.0']);
  });

  test('a file sent to a form that takes none is refused, and so is a form that cannot be read', async () => {
    const part =
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nx\r\n--XyZ--\r\n';
    const withFile = await send(guest.client, '/api/report', {
      payload: part,
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
    });
    assert.equal(withFile.statusCode, 413);
    for (const contentType of ['multipart/form-data; boundary=', 'multipart/form-data']) {
      const res = await send(guest.client, '/api/report', { payload: part, headers: { 'content-type': contentType } });
      assert.equal(res.statusCode, 400, `${contentType} -> ${res.statusCode}`);
    }
    const truncated = await send(guest.client, '/api/report', {
      payload: '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\ntrunc',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
    });
    assert.equal(truncated.statusCode, 400);
    const tooMany = await send(guest.client, '/api/report', {
      payload: Array.from({ length: 1500 }, (_, i) => `f${i}=1`).join('&'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(tooMany.statusCode, 413);
  });

  test('a body over the limit is refused with 413 before it is sent whole, in every form', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    const declared = 30 * 1024 * 1024;
    for (const contentType of ['multipart/form-data; boundary=XyZ', 'application/x-www-form-urlencoded', 'application/json']) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString('latin1');
          if (text.includes('\r\n\r\n')) socket.destroy();
        });
        socket.on('close', () => resolve(text));
        socket.on('error', () => resolve(text));
        socket.setTimeout(10_000, () => reject(new Error('no answer within 10 s')));
        // The headers and the first 64 kB of a 30 MiB body; the rest is never sent.
        socket.write(
          `POST /api/properties-list HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${declared}\r\n\r\n`,
        );
        socket.write(Buffer.alloc(64 * 1024, 'a'));
      });
      assert.match(answer, /^HTTP\/1\.1 413 /, `${contentType}: ${answer.slice(0, 80)}`);
    }
  });
});
