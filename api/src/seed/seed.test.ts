import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isValid } from 'postcode';
import { PROPERTY_TYPE_DETAILS, PROPERTY_TYPES } from '../db/catalogue.ts';
import { PAID_AMENITIES } from '@marketplace/shared/src/entities/advert.ts';
import { ADVERT_FLAGS } from '../db/columns.ts';
import { KNOWN_USERS, SeedGenerator, TABLE_ORDER, type Batch } from './generate.ts';
import { Random } from './prng.ts';
import { first } from '../test/rows.ts';
import { rowProblems } from './invariants.ts';
import { laterNeverCheaper } from '@marketplace/shared/src/rules/bookingMoney.ts';

const hashes = { known: KNOWN_USERS.map((_, i) => `hash-${i}`), generated: 'hash-shared' };
const build = (seed: number) => {
  const g = new SeedGenerator({ adverts: 400, seed, referenceDate: new Date('2025-06-01T00:00:00Z'), hashes });
  const users = g.users();
  const adverts = g.adverts(0, 400);
  const closing = g.closing();
  return Object.fromEntries(TABLE_ORDER.map((t) => [t, [...users[t], ...adverts[t], ...closing[t]]])) as unknown as Batch;
};

test('the same seed gives the same data; another seed gives other data', () => {
  const a = build(7);
  assert.deepEqual(a, build(7));
  assert.notDeepEqual(a.properties, build(8).properties);
});

test('the PRNG is uniform enough and reproducible', () => {
  const r = new Random(1);
  const xs = Array.from({ length: 10_000 }, () => r.next());
  assert.ok(xs.every((x) => x >= 0 && x < 1));
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
  assert.ok(Math.abs(mean - 0.5) < 0.02);
  assert.equal(new Random(42).int(1, 1000), new Random(42).int(1, 1000));
});

test('a small seed already covers every ad type, category, type, detail, room kind, rent type and flag', () => {
  const data = build(20240601);
  const props = data.properties;
  for (const kind of ['is_sale', 'is_let', 'is_buy', 'is_rent'])
    assert.ok(
      props.some((p) => p[kind]),
      kind,
    );
  assert.ok(props.some((p) => p.is_let && p.is_short_term) && props.some((p) => p.is_let && !p.is_short_term));
  for (let c = 1; c <= 7; c++)
    assert.ok(
      props.some((p) => p.property_category_id === c),
      `category ${c}`,
    );
  for (const t of PROPERTY_TYPES)
    assert.ok(
      props.some((p) => p.property_type_id === t.id),
      `type ${t.type}`,
    );
  for (const d of PROPERTY_TYPE_DETAILS)
    assert.ok(
      props.some((p) => p.property_type_details_id === d.id),
      `detail ${d.detail}`,
    );
  for (let r = 1; r <= 8; r++)
    assert.ok(
      data.property_rooms.some((x) => x.room_type_id === r),
      `room type ${r}`,
    );
  // Rooms are let by the Add Room dialog's frequencies (hour, night, week, month); a let may be 'to be discussed'.
  for (let rt = 2; rt <= 5; rt++)
    assert.ok(
      data.property_rooms.some((x) => x.property_rent_type_id === rt),
      `room rent type ${rt}`,
    );
  assert.ok(!data.property_rooms.some((x) => x.property_rent_type_id === 6), 'no room is to be discussed');
  assert.ok(
    props.some((p) => p.property_rent_type_id === 6),
    'a let to be discussed',
  );
  for (const f of ADVERT_FLAGS)
    assert.ok(
      props.some((p) => p[f] === true),
      `flag ${f}`,
    );
  for (const a of PAID_AMENITIES)
    assert.ok(
      data.property_details.some((d) => d[a] === true),
      `amenity ${a}`,
    );
  assert.ok(data.property_policies.length > 0 && data.property_discounts.length > 0 && data.property_rules.length > 0);
  assert.ok(data.investment_property_details.length > 0);
  for (const table of ['host_reviews', 'guest_reviews', 'service_reviews', 'neighbourhood_reviews', 'services'] as const)
    assert.ok(data[table].length > 0, table);
  const dt = new Set(data.property_discounts.map((d) => d.discount_type_id));
  assert.deepEqual([...dt].sort(), [1, 2, 3]);
});

test("generated hosts' short stays are booked and closed ahead; a third book instantly, some only for trusted guests", () => {
  const data = build(20240601);
  const ref = Date.UTC(2025, 5, 1);
  const stays = new Set(data.properties.filter((p) => p.is_let && p.is_short_term).map((p) => p.id));
  const ahead = data.bookings.filter((b) => b.booking_type === 'reserve' && Date.parse(String(b.date_start)) > ref);
  assert.ok(ahead.length > 10 && ahead.every((b) => stays.has(b.property_id) && ['accepted', 'pending'].includes(String(b.status))));
  assert.ok(ahead.some((b) => b.status === 'pending') && data.booking_rooms.length > 0);
  // Nobody of the README's is a host or a guest of them: their dashboards read as before.
  assert.ok(ahead.every((b) => Number(b.user_id) > KNOWN_USERS.length && Number(b.host_id) > KNOWN_USERS.length));
  assert.ok(data.booking_calendar_blocks.length > 0 && data.booking_calendar_blocks.every((k) => stays.has(k.property_id)));
  const instant = data.properties.filter((p) => p.is_instant_book);
  assert.ok(instant.length > 0 && instant.every((p) => p.is_short_term && p.is_let));
  assert.ok(instant.some((p) => p.instant_book_trusted_only) && instant.some((p) => !p.instant_book_trusted_only));
});

test('addresses are in real places with valid UK postcodes, London the densest, and some in Ireland and Spain', () => {
  const data = build(20240601);
  const byCity = new Map<string, number>();
  for (const a of data.addresses) {
    byCity.set(a.city as string, (byCity.get(a.city as string) ?? 0) + 1);
    if (a.country === 'United Kingdom') assert.ok(isValid(a.postcode as string), String(a.postcode));
    assert.ok(Math.abs(a.latitude as number) > 30 && Math.abs(a.longitude as number) < 12);
  }
  const [topCity] = first(
    [...byCity.entries()].sort((x, y) => y[1] - x[1]),
    'a city',
  );
  assert.equal(topCity, 'London');
  assert.ok(data.addresses.some((a) => a.country === 'Ireland') && data.addresses.some((a) => a.country === 'Spain'));
});

test('advertisers carry contacts and five visibility settings; known users are in place', () => {
  const data = build(20240601);
  const emails = data.users.map((u) => u.email);
  for (const k of KNOWN_USERS) assert.ok(emails.includes(k.email));
  for (const u of data.users) {
    const settings = data.user_settings.filter((s) => s.user_id === u.id);
    assert.deepEqual(
      settings.map((s) => s.setting_id),
      [1, 2, 3, 4, 5],
    );
    assert.ok(settings.every((s) => s.setting_value === '1' || s.setting_value === '0'));
    assert.ok(data.contacts.some((c) => c.user_id === u.id && c.name));
  }
  assert.ok(data.users.some((u) => u.is_host));
});

test('every published advert states what the law asks (Parts A to C, deposits within their caps, licences); no let in England says DSS or a fixed term', () => {
  const data = build(20240601);
  const props = data.properties;
  const roomsOf = new Map<unknown, typeof data.property_rooms>();
  for (const room of data.property_rooms) roomsOf.set(room.property_id, [...(roomsOf.get(room.property_id) ?? []), room]);
  const blocked = props.filter((p) => {
    const rooms = (roomsOf.get(p.id) ?? []).map((r) => ({ price: r.price, rentTypeId: r.property_rent_type_id }));
    const problems = rowProblems(p, rooms);
    return p.is_published && Object.keys(problems).length > 0;
  });
  assert.deepEqual(
    blocked.map((p) => p.id),
    [],
  );
  const homes = props.filter((p) => p.is_sale && (p.property_category_id === 1 || p.property_category_id === 5));
  assert.ok(homes.every((p) => p.council_tax_band || p.domestic_rates_pa));
  const flats = homes.filter((p) => p.property_type_id === 2);
  assert.ok(flats.filter((p) => p.tenure_type === 'leasehold').length > flats.length / 2, 'flats mostly leasehold');
  assert.ok(
    flats.filter((p) => p.tenure_type === 'leasehold').every((p) => Number(p.lease_years_remaining) > 0 && p.service_charge_pa !== null),
  );
  const englishLets = props.filter((p) => p.is_let && p.nation === 'england' && [1, 5, 7].includes(p.property_category_id as number));
  assert.ok(
    englishLets.length > 0 && englishLets.every((p) => !p.is_dss_accepted && p.tenancy_type !== 'fixed' && p.property_rent_type_id !== 6),
  );
  const scottishStays = props.filter((p) => p.is_let && p.is_short_term && p.nation === 'scotland');
  assert.ok(scottishStays.length > 0 && scottishStays.every((p) => /^[A-Z]{2}-\d{5}-F$/.test(String(p.short_let_licence))));
});

test('every seeded cancellation policy is one a host would choose: cancelling later never costs less', () => {
  const { property_policies: policies } = build(20240601);
  assert.ok(policies.length > 20);
  const asPolicy = (row: Batch['property_policies'][number]) => ({
    periodDays: row.cancellation_period as number | null,
    ruleId: row.cancellation_rule_id as number | null,
    lateRuleId: row.cancellation_late_rule_id as number | null,
    fee: row.cancellation_fee as number | null,
  });
  for (const row of policies) assert.ok(laterNeverCheaper(asPolicy(row)), JSON.stringify(asPolicy(row)));
  // A fixed fee always names its fee; every kind a host picks is there.
  for (const row of policies)
    if (row.cancellation_rule_id === 2 || row.cancellation_late_rule_id === 2) assert.ok(Number(row.cancellation_fee) > 0);
  const kinds = new Set(policies.map((row) => `${String(row.cancellation_rule_id)}>${String(row.cancellation_late_rule_id)}`));
  for (const kind of ['1>3', '1>4', '1>2', '2>4', '4>4']) assert.ok(kinds.has(kind), kind);
});

test("the README's people open a lived-in account: conversations with replies and booking cards, unread news, a shortlist", () => {
  const data = build(20240601);
  const ids = Object.fromEntries(KNOWN_USERS.map((k) => [k.role, first(data.contacts.filter((c) => c.name === k.name)).user_id as number]));
  const rooms = new Map(data.chat_rooms.map((r) => [r.id as number, r]));
  const bookings = new Map(data.bookings.map((b) => [b.id as number, b]));
  for (const role of ['tenant', 'host', 'landlord', 'private', 'provider'] as const) {
    assert.ok(
      data.messages.some((m) => m.to_user_id === ids[role]) && data.messages.some((m) => m.from_user_id === ids[role]),
      `${role} has written and been written to`,
    );
  }
  for (const role of ['tenant', 'host', 'landlord'] as const)
    assert.ok(
      data.notifications.some((n) => n.notifiable_id === ids[role] && n.read_at === null),
      `${role} has unread news`,
    );
  for (const m of data.messages) {
    const room = rooms.get(m.chat_room_id as number);
    assert.ok(room, `message ${Number(m.id)}'s room`);
    assert.deepEqual(
      [m.from_user_id, m.to_user_id].sort((a, b) => Number(a) - Number(b)),
      [room.first_user_id, room.second_user_id],
      `message ${Number(m.id)} is between its room's people`,
    );
    if (m.booking_id !== null)
      assert.equal(bookings.get(m.booking_id as number)?.chat_room_id, m.chat_room_id, `booking ${Number(m.booking_id)} lives in its room`);
  }
  // A thread lists by id: ids follow the time each message was sent.
  const sent = [...data.messages].sort((a, b) => Number(a.id) - Number(b.id)).map((m) => String(m.created_at));
  assert.deepEqual(sent, [...sent].sort());
  assert.ok(
    data.messages.some((m) => m.message_type === 'request_reservation') &&
      data.messages.some((m) => m.message_type === 'request_appointment'),
  );
  for (const role of ['tenant', 'buyer'] as const) {
    const mine = data.favourites.filter((f) => f.user_id === ids[role]);
    assert.equal(mine.length, 5, `${role}'s favourites`);
    assert.ok(new Set(mine.map((f) => f.status)).size > 2, `${role}'s shortlist has several statuses`);
  }
});
