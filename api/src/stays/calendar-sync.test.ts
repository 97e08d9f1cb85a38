import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { TestClient } from '../auth/test-client.ts';
import { loadConfig } from '../config.ts';
import { createHarness, type Harness } from '../test/harness.ts';
import { dayAt, isoDay, register, studioFlat } from '../bookings/fixture.ts';
import { importedDayMessage } from '../dashboard/calendar.ts';
import { fetchFeed } from './feed-fetch.ts';
import { FEEDS_JOB, refreshDueFeeds } from './calendar-sync.ts';
import { NOT_A_STAY } from './index.ts';

/** Issue 43 item 5: a stay's calendar out to other platforms, and theirs in, read safely. */
let h: Harness;
let host: { client: TestClient; id: number };
let guest: { client: TestClient; id: number };
let stay: number;
let feedServer: Server;
let base: string;
/** What the local "other platform" serves at /airbnb.ics: all-day events, as Airbnb's export has them. */
let airbnbNights: Array<[number, number]> = [
  [5, 8],
  [20, 21],
];

const ymd = (from: number) => isoDay(from).replaceAll('-', '');
const feedText = (runs: Array<[number, number]>) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    ...runs.flatMap(([from, to], i) => [
      'BEGIN:VEVENT',
      `UID:run-${i}@airbnb.test`,
      `DTSTART;VALUE=DATE:${ymd(from)}`,
      `DTEND;VALUE=DATE:${ymd(to)}`,
      'SUMMARY:Airbnb (Not available)',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

before(async () => {
  feedServer = createServer((req, res) => {
    switch (req.url) {
      case '/airbnb.ics':
        return res.writeHead(200, { 'content-type': 'text/calendar' }).end(feedText(airbnbNights));
      case '/moved':
        return res.writeHead(302, { location: '/airbnb.ics' }).end();
      case '/to-metadata':
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/huge.ics':
        res.writeHead(200, { 'content-type': 'text/calendar' });
        // No length said: the cap counts what arrives.
        for (let i = 0; i < 1200; i++) res.write('X'.repeat(1000));
        return res.end();
      case '/slow.ics':
        return setTimeout(() => res.writeHead(200).end(feedText([])), 3000).unref();
      case '/page':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Sign in</body></html>');
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  // The test-only allowance: the other platform is this local server.
  h = await createHarness({ calendarFeeds: { refreshEveryMs: 0, allowLoopback: true } });
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  stay = await studioFlat(h.handle.db, host.id);
});
after(async () => {
  await h.close();
  feedServer.close();
});

const importFeed = (url: string, name = 'Airbnb') => host.client.post(`/api/user/adverts/${stay}/calendar-feeds`, { name, url });
const dated = (from: number, to: number) => ({
  ad_type: 5,
  is_let: 1,
  is_long_short_term: 2,
  address: 'Leeds, West Yorkshire, England, United Kingdom',
  boundary_box: [-1.7, 53.7, -1.4, 53.9],
  date_start: dayAt(from, '00:00').slice(0, 10),
  date_end: dayAt(to, '00:00').slice(0, 10),
});
const found = async (from: number, to: number) =>
  ((await guest.client.post('/api/properties-list', dated(from, to))).json().data as Array<{ id: number }>).some((c) => c.id === stay);

describe('fetching a calendar safely', () => {
  test('private, loopback and link-local addresses are refused, by name as by number', async () => {
    for (const url of [
      'http://127.0.0.1:9/x.ics',
      'http://localhost:9/x.ics',
      'http://[::1]:9/x.ics',
      'http://10.1.2.3/x.ics',
      'http://169.254.169.254/latest/meta-data/',
      'http://192.168.0.1/x.ics',
    ]) {
      await assert.rejects(fetchFeed(url), /private network/, url);
    }
  });

  test('a name that resolves to loopback when it is used is refused (DNS rebinding)', async () => {
    const rebinding = ((_host: string, options: { all?: boolean }, done: (...args: unknown[]) => void) =>
      options.all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4)) as never;
    await assert.rejects(
      fetchFeed(`http://calendar.example.test:${new URL(base).port}/airbnb.ics`, { lookup: rebinding }),
      /private network/,
    );
  });

  test("a redirect to a private address is refused; one to a public calendar's new address is followed", async () => {
    await assert.rejects(fetchFeed(`${base}/to-metadata`, { allowLoopback: true }), /private network/);
    assert.match(await fetchFeed(`${base}/moved`, { allowLoopback: true }), /BEGIN:VCALENDAR/);
  });

  test('size and time are capped, and only http and https are read', async () => {
    await assert.rejects(fetchFeed(`${base}/huge.ics`, { allowLoopback: true }), /larger than 1000 kB/);
    await assert.rejects(fetchFeed(`${base}/slow.ics`, { allowLoopback: true, timeoutMs: 300 }), /did not answer within 0.3 seconds/);
    await assert.rejects(fetchFeed('file:///etc/passwd'), /starts with https/);
    await assert.rejects(fetchFeed('https://user:secret@example.test/x.ics'), /user name or password/);
  });

  test('the loopback allowance is a test setting: a production API refuses to start with it', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production', CALENDAR_FEEDS_ALLOW_LOOPBACK: 'true' }), /for tests only/);
    assert.equal(loadConfig({ CALENDAR_FEEDS_ALLOW_LOOPBACK: 'true' }).calendarFeeds.allowLoopback, true);
    assert.equal(loadConfig({}).calendarFeeds.allowLoopback, false);
  });
});

describe('importing calendars', () => {
  let feedId: number;

  test("an imported calendar closes its nights: the search, the booking and the host's calendar all keep to them", async () => {
    assert.ok(await found(5, 7));
    const res = await importFeed(`${base}/airbnb.ics`);
    assert.equal(res.statusCode, 201, res.body);
    const feed = res.json().data;
    feedId = feed.id;
    assert.deepEqual([feed.name, feed.error, feed.nights], ['Airbnb', null, 4]);
    assert.ok(feed.refreshed_at);

    assert.ok(!(await found(5, 7)));
    assert.ok(await found(8, 10));
    const booked = await guest.client.post('/api/book', {
      booking_type: 'reserve',
      host_id: host.id,
      property_id: stay,
      guests: 1,
      pets: 0,
      date_start: dayAt(6, '15:00'),
      date_end: dayAt(9, '11:00'),
      price: 210,
    });
    assert.equal(booked.statusCode, 422);
    assert.deepEqual(booked.json().errors.date_start, ['The host has closed some of these dates.']);

    const month = isoDay(5).slice(0, 7);
    const blocks = (await host.client.get(`/api/user/calendar?property_id=${stay}&month=${month}`)).json().data.blocks as Array<{
      id: number;
      day: string;
      feed: string | null;
    }>;
    const imported = blocks.find((b) => b.day === isoDay(5));
    assert.ok(imported);
    assert.equal(imported.feed, 'Airbnb');
    const reopen = await host.client.request({ method: 'DELETE', url: `/api/user/calendar-blocks/${imported.id}` });
    assert.equal(reopen.statusCode, 422);
    assert.deepEqual(reopen.json().errors.day, [importedDayMessage('Airbnb')]);
  });

  test('refreshing reads the calendar again: nights it no longer holds open, new ones close', async () => {
    airbnbNights = [[12, 14]];
    const res = await host.client.post(`/api/user/calendar-feeds/${feedId}/refresh`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.nights, 2);
    assert.ok(await found(5, 7));
    assert.ok(!(await found(13, 15)));
  });

  test('a calendar that fails says why and keeps the nights it last closed', async () => {
    await sql`update stay_calendar_feeds set url = ${`${base}/gone.ics`} where id = ${feedId}::int`.execute(h.handle.db);
    const res = await host.client.post(`/api/user/calendar-feeds/${feedId}/refresh`);
    assert.equal(res.json().data.error, 'The calendar is no longer at this address.');
    assert.equal(res.json().data.nights, 2);
    assert.ok(!(await found(13, 15)));
    const page = await importFeed(`${base}/page`, 'Vrbo');
    assert.equal(page.statusCode, 201, page.body);
    assert.equal(page.json().data.error, 'This is not an iCalendar (.ics) file.');
  });

  test('the schedule reads calendars due, one process at a time', async () => {
    await sql`update stay_calendar_feeds set url = ${`${base}/airbnb.ics`} where id = ${feedId}::int`.execute(h.handle.db);
    await sql`update stay_calendar_feeds set checked_at = now() - interval '2 hours', failures = 0`.execute(h.handle.db);
    // Another process holds the job's lease: this one does nothing.
    await sql`insert into job_runs (name, holder, locked_until) values (${FEEDS_JOB}, 'other', now() + interval '1 minute')
      on conflict (name) do update set holder = 'other', locked_until = now() + interval '1 minute'`.execute(h.handle.db);
    assert.equal(await refreshDueFeeds(h.handle.db, 60_000, { allowLoopback: true }), 0);
    await sql`update job_runs set locked_until = '-infinity' where name = ${FEEDS_JOB}`.execute(h.handle.db);
    assert.equal(await refreshDueFeeds(h.handle.db, 60_000, { allowLoopback: true }), 2);
    const rows = await h.handle.db.selectFrom('stay_calendar_feeds').select(['error', 'nights']).orderBy('id').execute();
    assert.deepEqual(rows, [
      { error: null, nights: 2 },
      { error: 'This is not an iCalendar (.ics) file.', nights: 0 },
    ]);
    // Read just now: not due again.
    assert.equal(await refreshDueFeeds(h.handle.db, 60_000, { allowLoopback: true }), 0);
  });

  test('removing a calendar opens its nights; the same address twice, or a wrong one, is refused', async () => {
    assert.equal((await importFeed(`${base}/airbnb.ics`)).statusCode, 422);
    const bad = await importFeed('not a web address');
    assert.deepEqual(bad.json().errors.url, ['This is not a web address.']);
    for (const { id } of await h.handle.db.selectFrom('stay_calendar_feeds').select('id').execute()) {
      assert.equal((await host.client.request({ method: 'DELETE', url: `/api/user/calendar-feeds/${id}` })).statusCode, 204);
    }
    assert.ok(await found(13, 15));
  });

  test("only the stay's host manages its sync, and only for a short stay", async () => {
    assert.equal((await guest.client.get(`/api/user/adverts/${stay}/calendar-sync`)).statusCode, 403);
    assert.equal(
      (await guest.client.post(`/api/user/adverts/${stay}/calendar-feeds`, { name: 'x', url: `${base}/airbnb.ics` })).statusCode,
      403,
    );
    await sql`update properties set is_short_term = false where id = ${stay}::int`.execute(h.handle.db);
    const res = await host.client.get(`/api/user/adverts/${stay}/calendar-sync`);
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().errors.property_id, [NOT_A_STAY]);
    await sql`update properties set is_short_term = true where id = ${stay}::int`.execute(h.handle.db);
    assert.equal((await new TestClient(h.app).get(`/api/user/adverts/${stay}/calendar-sync`)).statusCode, 401);
  });
});

describe("the stay's own calendar", () => {
  test('a secret address serves its bookings and closed nights as all-day events, without guests’ names or imported nights', async () => {
    const booked = await guest.client.post('/api/book', {
      booking_type: 'reserve',
      host_id: host.id,
      property_id: stay,
      guests: 1,
      pets: 0,
      date_start: dayAt(22, '15:00'),
      date_end: dayAt(24, '11:00'),
      price: 140,
    });
    assert.equal(booked.statusCode, 200, booked.body);
    await host.client.post('/api/user/calendar-blocks', { property_id: stay, day: isoDay(26) });
    await host.client.post('/api/user/calendar-blocks', { property_id: stay, day: isoDay(27) });
    await importFeed(`${base}/airbnb.ics`);

    assert.equal((await host.client.get(`/api/user/adverts/${stay}/calendar-sync`)).json().data.export_url, null);
    const made = await host.client.post(`/api/user/adverts/${stay}/calendar-sync/export`);
    assert.equal(made.statusCode, 200, made.body);
    const url = new URL(made.json().data.export_url as string);
    assert.match(url.pathname, /^\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);

    const res = await new TestClient(h.app).get(url.pathname);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/calendar/);
    assert.equal(res.headers['cache-control'], 'private, no-store');
    const events = res.body.split('BEGIN:VEVENT').slice(1);
    assert.equal(events.length, 2, res.body);
    assert.match(events[0]!, new RegExp(`DTSTART;VALUE=DATE:${ymd(22)}[\\s\\S]*DTEND;VALUE=DATE:${ymd(24)}[\\s\\S]*SUMMARY:Reserved`));
    assert.match(events[1]!, new RegExp(`DTSTART;VALUE=DATE:${ymd(26)}[\\s\\S]*DTEND;VALUE=DATE:${ymd(28)}[\\s\\S]*SUMMARY:Not available`));
    assert.doesNotMatch(res.body, /Emily|Carter|guest@/);

    // A new address: the old one stops answering; turned off, none answers.
    const renewed = new URL((await host.client.post(`/api/user/adverts/${stay}/calendar-sync/export`)).json().data.export_url as string);
    assert.notEqual(renewed.pathname, url.pathname);
    assert.equal((await new TestClient(h.app).get(url.pathname)).statusCode, 404);
    assert.equal((await new TestClient(h.app).get(renewed.pathname)).statusCode, 200);
    assert.equal((await host.client.request({ method: 'DELETE', url: `/api/user/adverts/${stay}/calendar-sync/export` })).statusCode, 204);
    assert.equal((await new TestClient(h.app).get(renewed.pathname)).statusCode, 404);
  });
});
