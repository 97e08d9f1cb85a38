import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FeedError } from './feed-fetch.ts';
import { nightsOfFeed } from './feed-parse.ts';

const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', `UID:${Math.random()}@test`, ...lines, 'END:VEVENT'].join('\r\n');

test("an all-day event holds its first day up to the day before its end, as Airbnb's export means it", () => {
  const text = calendar(event('DTSTART;VALUE=DATE:20260710', 'DTEND;VALUE=DATE:20260713', 'SUMMARY:Reserved'));
  assert.deepEqual(nightsOfFeed(text, '2026-07-01', '2026-12-31'), ['2026-07-10', '2026-07-11', '2026-07-12']);
});

test("a one-day event without an end holds its day; a timed stay holds its nights on the UK's clock", () => {
  const text = calendar(
    event('DTSTART;VALUE=DATE:20260801'),
    event('DTSTART:20260805T150000Z', 'DTEND:20260807T100000Z'),
    // 23:30 UTC on the 9th is half past midnight on the 10th in London (BST), where the home is.
    event('DTSTART:20260809T233000Z', 'DTEND:20260809T235900Z'),
  );
  assert.deepEqual(nightsOfFeed(text, '2026-07-01', '2026-12-31'), ['2026-08-01', '2026-08-05', '2026-08-06', '2026-08-10']);
});

test('cancelled and free events hold nothing', () => {
  const text = calendar(
    event('DTSTART;VALUE=DATE:20260710', 'DTEND;VALUE=DATE:20260711', 'STATUS:CANCELLED'),
    event('DTSTART;VALUE=DATE:20260712', 'DTEND;VALUE=DATE:20260713', 'TRANSP:TRANSPARENT'),
  );
  assert.deepEqual(nightsOfFeed(text, '2026-07-01', '2026-12-31'), []);
});

test('a repeating event holds each occurrence within the window, and nights outside it are dropped', () => {
  const text = calendar(event('DTSTART;VALUE=DATE:20260706', 'DTEND;VALUE=DATE:20260707', 'RRULE:FREQ=WEEKLY;COUNT=52'));
  assert.deepEqual(nightsOfFeed(text, '2026-07-10', '2026-07-31'), ['2026-07-13', '2026-07-20', '2026-07-27']);
});

test('text that is no calendar is refused in words a host understands', () => {
  assert.throws(
    () => nightsOfFeed('<html>Sign in</html>', '2026-07-01', '2026-12-31'),
    (e) => e instanceof FeedError && /iCalendar/.test(e.message),
  );
  assert.throws(() => nightsOfFeed('BEGIN:VCARD\r\nEND:VCARD', '2026-07-01', '2026-12-31'), FeedError);
});

test('a calendar closing more nights than any stay could hold is refused', () => {
  const text = calendar(event('DTSTART;VALUE=DATE:20260101', 'DTEND;VALUE=DATE:20320101'));
  assert.throws(
    () => nightsOfFeed(text, '2026-01-01', '2031-12-31'),
    (e) => e instanceof FeedError && /more than/.test(e.message),
  );
});
