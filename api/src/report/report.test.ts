import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness, type Harness } from '../test/harness.ts';
import { register, shortStay } from '../bookings/fixture.ts';
import type { TestClient } from '../auth/test-client.ts';
import { ISSUE_RAISED_MESSAGE } from './index.ts';

let h: Harness;
type Person = { client: TestClient; id: number };
let host: Person;
let guest: Person;
let stranger: Person;
let stayId: number;
let bookingId: number;

const boundary = 'roofline-issue-boundary';
const multipart = (fields: Record<string, string>) => ({
  payload:
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`,
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
});
const issue = (extra: Record<string, string> = {}) => ({
  issue_message: 'The heating did not work',
  issue_option: 'Property',
  id: String(stayId),
  type: 'Property',
  report_type: 'Raise Issue',
  booking_id: String(bookingId),
  ...extra,
});

before(async () => {
  h = await createHarness();
  host = await register(h, 'James Whitfield', 'host@example.test');
  guest = await register(h, 'Emily Carter', 'guest@example.test');
  stranger = await register(h, 'Oliver Grant', 'stranger@example.test');
  stayId = (await shortStay(h.handle.db, host.id)).id;
  const booking = await h.handle.db
    .insertInto('bookings')
    .values({
      property_id: stayId,
      user_id: guest.id,
      host_id: host.id,
      date_start: new Date(Date.now() - 5 * 86_400_000).toISOString(),
      date_end: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      status: 'completed',
      booking_type: 'reserve',
      price_lines: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  bookingId = booking.id;
});
after(() => h.close());

const notesOf = (userId: number) =>
  h.handle.db.selectFrom('notifications').select(['type', 'data']).where('notifiable_id', '=', userId).execute();

test('an issue raised by the guest (multipart) reaches the host as a notification, and the other way round', async () => {
  const raised = await guest.client.request({ method: 'POST', url: '/api/report/', ...multipart(issue()) });
  assert.equal(raised.statusCode, 200, raised.body);
  assert.equal(raised.json().message, ISSUE_RAISED_MESSAGE);
  const [note] = await notesOf(host.id);
  assert.equal(note?.type, 'issue');
  assert.equal(note?.data.message, `An issue was raised about booking #${bookingId}: Property: The heating did not work`);
  assert.equal(note?.data.url, '/dashboard-bookings');

  const back = await host.client.post('/api/report/', issue({ issue_option: '', issue_message: 'The guest left late' }));
  assert.equal(back.statusCode, 200, back.body);
  const [toGuest] = await notesOf(guest.id);
  assert.match(String(toGuest?.data.message), /The guest left late$/);
});

test("an issue needs an option or a message, 2000 characters at most, and one's own booking", async () => {
  const empty = await guest.client.post('/api/report/', issue({ issue_option: '', issue_message: '' }));
  assert.equal(empty.statusCode, 422);
  assert.deepEqual(empty.json().errors, { issue_message: ['The issue message field is required when issue option is not present.'] });
  const long = await guest.client.post('/api/report/', issue({ issue_message: 'x'.repeat(2001) }));
  assert.deepEqual(long.json().errors, { issue_message: ['The issue message field must not be greater than 2000 characters.'] });
  assert.equal((await guest.client.post('/api/report/', issue({ issue_message: 'x'.repeat(2000) }))).statusCode, 200);
  const noBooking = await guest.client.post('/api/report/', issue({ booking_id: '' }));
  assert.deepEqual(noBooking.json().errors, { booking_id: ['The booking id field is required.'] });
  const notTheirs = await stranger.client.post('/api/report/', issue());
  assert.equal(notTheirs.statusCode, 422);
  assert.deepEqual(notTheirs.json().errors, { booking_id: ['The selected booking id is invalid.'] });
  assert.equal((await notesOf(stranger.id)).length, 0);
});
