import { PROPERTY_TYPE_DETAILS, PROPERTY_TYPES, SERVICE_OCCUPATIONS } from '../db/catalogue.ts';
import { sanitizeDescription } from '../common/sanitize.ts';
import { fullAddress } from '@marketplace/shared/src/schemas/address.ts';
import { PAID_AMENITIES, PROPERTY_DETAIL_COUNTS } from '@marketplace/shared/src/entities/advert.ts';
import { ROOM_BED_FIELDS } from '@marketplace/shared/src/entities/room.ts';
import { CANCELLATION_RULE_IDS } from '@marketplace/shared/src/rules/bookingStatus.ts';
import { reviewCriteria, type ReviewScores, type ReviewType } from '@marketplace/shared/src/entities/review.ts';
import type { ServiceFields } from '@marketplace/shared/src/entities/service.ts';
import { DETAIL_FLAG_FIELDS, ROOM_FLAG_FIELDS } from '@marketplace/shared/src/schemas/supply.ts';
import { ADVERT_FLAGS } from '../db/columns.ts';
import {
  ADVERT_SWITCHES,
  SEARCH_FILTER_FIELDS,
  advertHasField,
  type SearchFilterKey,
} from '@marketplace/shared/src/entities/searchFilters.ts';
import { loadPlaces, londonOf, type Place } from '../common/places.ts';
import { postcodeFor, scatter } from './places.ts';
import { Random } from './prng.ts';
import { agencyProfileRow, seededMaterial } from './material.ts';
import { seededKeyFeatures, seededMarketStatus } from './market.ts';
import { detailFeatureWords } from '@marketplace/shared/src/entities/advertWords.ts';
import { areaContext } from '../geocoding/gazetteer.ts';
import { cheapestTenancy, nationOfContext } from '@marketplace/shared/src/rules/materialInformation.ts';
import { dayKey, dayStart } from '@marketplace/shared/src/rules/dates.ts';
import * as words from './words.ts';
import { livedIn, type LivedInInput, type NotedAdvert, type NotedBooking, type Person } from './lived-in.ts';

export type Row = Record<string, unknown>;

/**
 * What the advert sleeps by the night, as migration 0320's stay_guests_of keeps it: its nightly rooms'
 * guests times their number, or what a place booked whole takes (no number said: any party); null
 * when it is let only by the hour.
 */
function stayGuestsOf(advert: Row, rooms: Row[]): number | null {
  const unsaid = 32767;
  if (advert.property_type_details_id === 8 || !rooms.length) {
    if (advert.property_rent_type_id === 2) return null;
    return Number(advert.tenants_guests) > 0 ? Number(advert.tenants_guests) : unsaid;
  }
  const nightly = rooms.filter((r) => r.property_rent_type_id !== 2);
  if (!nightly.length) return null;
  return Math.min(
    unsaid,
    nightly.reduce((sum, r) => sum + (Number(r.guests) >= 1 ? Number(r.guests) * Number(r.quantity) : unsaid), 0),
  );
}

/** Rows per table, in insertion order (parents before children). */
export const TABLE_ORDER = [
  'users',
  'addresses',
  'contacts',
  'user_images',
  'user_settings',
  'agency_profiles',
  'properties',
  'property_details',
  'investment_property_details',
  'property_rooms',
  'property_room_details',
  'property_images',
  'floorplan_images',
  'property_policies',
  'property_discounts',
  'property_rules',
  'services',
  'chat_rooms',
  'bookings',
  'booking_rooms',
  'booking_calendar_blocks',
  'host_reviews',
  'guest_reviews',
  'service_reviews',
  'neighbourhood_reviews',
  'messages',
  'notifications',
  'favourites',
] as const;
export type SeedTable = (typeof TABLE_ORDER)[number];
export type Batch = { [T in SeedTable]: Row[] };

export const emptyBatch = (): Batch => Object.fromEntries(TABLE_ORDER.map((t) => [t, []])) as unknown as Batch;

/** Image pools: each advert picks from pictures drawn once per pool (see images.ts). */
export const IMAGE_POOLS = { house: 24, block: 12, commercial: 10, land: 8, room: 20, floorplan: 12, avatar: 24 } as const;
export type ImagePool = keyof typeof IMAGE_POOLS;
export const imageKey = (pool: ImagePool, n: number) => `seed/${pool}-${String(n).padStart(3, '0')}.svg`;

/** People with known passwords (listed in the README). */
export const KNOWN_USERS = [
  { email: 'tenant@roofline.test', name: 'Emily Carter', role: 'tenant', is_host: false },
  { email: 'host@roofline.test', name: 'James Whitfield', role: 'host', is_host: true },
  { email: 'landlord@roofline.test', name: 'Priya Shah', role: 'landlord', is_host: true, company: 'Shah & Co Lettings' },
  { email: 'private@roofline.test', name: 'Daniel Hughes', role: 'private', is_host: false },
  { email: 'provider@roofline.test', name: 'Mohammed Ali', role: 'provider', is_host: false, company: 'Ali Plumbing & Heating' },
  { email: 'buyer@roofline.test', name: 'Sophie Turner', role: 'buyer', is_host: false },
] as const;
export const KNOWN_PASSWORD = 'password123';
type KnownRole = (typeof KNOWN_USERS)[number]['role'];

export interface SeedOptions {
  adverts: number;
  seed?: number;
  /** The day the data is anchored to (posted ages, availability): the UK day of this moment, by default today. */
  referenceDate?: Date;
  /** Password hashes: for each known user, and one shared by every generated user. */
  hashes: { known: string[]; generated: string };
}

type Kind = 'sale' | 'let_long' | 'let_short' | 'buy' | 'rent';
const KINDS: ReadonlyArray<readonly [Kind, number]> = [
  ['sale', 34],
  ['let_long', 24],
  ['let_short', 16],
  ['buy', 13],
  ['rent', 13],
];

const CATEGORY_BY_KIND: Record<Kind, ReadonlyArray<readonly [number, number]>> = {
  sale: [
    [1, 55],
    [2, 15],
    [3, 7],
    [4, 8],
    [5, 8],
    [6, 7],
  ],
  let_long: [
    [1, 58],
    [2, 16],
    [3, 5],
    [5, 5],
    [7, 16],
  ],
  let_short: [
    [1, 45],
    [5, 12],
    [6, 8],
    [7, 35],
  ],
  buy: [
    [1, 60],
    [2, 14],
    [3, 5],
    [4, 10],
    [5, 11],
  ],
  rent: [
    [1, 50],
    [2, 18],
    [3, 5],
    [7, 27],
  ],
};

/** Every category/type/detail and room kind, so even a small seed holds each at least once. */
function coverageCombos(): Array<{ category: number; type: number | null; detail: number | null; roomType: number | null }> {
  const combos: Array<{ category: number; type: number | null; detail: number | null; roomType: number | null }> = [];
  for (const t of PROPERTY_TYPES) {
    const details = PROPERTY_TYPE_DETAILS.filter((d) => d.typeId === t.id);
    if (details.length === 0) combos.push({ category: t.categoryId, type: t.id, detail: null, roomType: null });
    for (const d of details) combos.push({ category: t.categoryId, type: t.id, detail: d.id, roomType: null });
  }
  for (let r = 1; r <= 7; r++) combos.push({ category: 7, type: null, detail: null, roomType: r });
  return combos;
}

/** items[i] for an index the seed computed to be in range; throws rather than write an undefined into a row. */
function nth<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new RangeError(`no item ${i} in a list of ${items.length}`);
  return item;
}

/** The catalogue entry with this id. */
function byId<T extends { id: number }>(items: readonly T[], id: number): T {
  const item = items.find((it) => it.id === id);
  if (!item) throw new RangeError(`no catalogue entry with id ${id}`);
  return item;
}

/**
 * A cancellation policy a host would choose (a later cancellation never costs less than an earlier one:
 * shared's laterNeverCheaper), of four kinds: flexible (free, then the first night), a fixed fee, moderate
 * (free, or the first night, then the full price) and strict (free, then the full price, or never
 * refundable). Draws what the seed drew before policies had kinds, in the same order, so every row after
 * it is the seed it was.
 */
function hostsCancellationPolicy(rnd: Random, kind: number) {
  const period = rnd.pick([1, 2, 3, 7, 14, 30]);
  const fee = kind === 2 ? rnd.priceBetween(25, 150, 5) : null;
  const variant = rnd.int(2, 4);
  const { free, fixedFee, firstNight, fullPrice } = CANCELLATION_RULE_IDS;
  const [early, late] =
    kind === 1
      ? [free, firstNight]
      : kind === 2
        ? variant === 2
          ? [free, fixedFee]
          : variant === 3
            ? [fixedFee, fixedFee]
            : [fixedFee, fullPrice]
        : kind === 3
          ? variant === 4
            ? [firstNight, fullPrice]
            : [free, firstNight]
          : variant === 4
            ? [fullPrice, fullPrice]
            : [free, fullPrice];
  return {
    cancellation_period: period,
    cancellation_rule_id: early,
    cancellation_fee: fee,
    cancellation_late_rule_id: late,
  };
}

const DAY = 86_400_000;
const time = (h: number, m = 0) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
const money = (n: number) => Math.round(n * 100) / 100;

/**
 * Builds the seed deterministically: `users()` first (people, their contacts and settings), then
 * `adverts(from, count)` in batches so a 100,000-advert seed never holds everything in memory.
 */
export class SeedGenerator {
  readonly rnd: Random;
  readonly ref: Date;
  private readonly places = loadPlaces();
  private readonly placeWeights: ReadonlyArray<readonly [Place, number]>;
  private readonly combos = coverageCombos();
  private ids: Record<string, number> = {};

  /** Ids of generated people by role. */
  advertisers: Array<{ id: number; contactId: number; place: Place; isHost: boolean }> = [];
  guests: number[] = [];
  /** The people of KNOWN_USERS by role. */
  known: Partial<Record<KnownRole, { id: number; contactId: number; place: Place; isHost: boolean }>> = {};
  providers: Array<{ id: number; contactId: number; place: Place }> = [];
  /** Generated hosts' published short stays, which closing() gives upcoming bookings and closed nights. */
  private stays: Array<{ id: number; hostId: number; price: number; rooms: Array<{ id: number; price: number }> }> = [];
  /** The known provider's first service and the known host's first short let with rooms, for closing(). */
  private firstOf: { service?: { id: number; price: number; title: string }; stay?: { id: number; price: number; title: string } } = {};
  /** Everyone's name by user id, for the lived-in conversations' senders. */
  private names = new Map<number, string>();
  /** A few adverts of each kind the lived-in rows are about (livedIn), noted as they are made. */
  private noted: LivedInInput['adverts'] = { landlordLets: [], privateSales: [], hostStays: [], londonLets: [], londonSales: [] };

  constructor(private readonly opts: SeedOptions) {
    this.rnd = new Random(opts.seed ?? 20240601);
    const ref = opts.referenceDate ?? new Date();
    this.ref = dayStart(dayKey(ref));
    this.placeWeights = this.places.map((p) => [p, p.weight] as const);
  }

  private nextId(table: string): number {
    this.ids[table] = (this.ids[table] ?? 0) + 1;
    return this.ids[table];
  }

  /** Last id used per table, to move each sequence past the seeded rows. */
  lastIds(): Record<string, number> {
    return { ...this.ids };
  }

  private daysAgo(min: number, max: number): Date {
    return new Date(this.ref.getTime() - this.rnd.int(min, max) * DAY - this.rnd.int(0, 86_399) * 1000);
  }

  private address(batch: Batch, place: Place, near?: { lat: number; lng: number }): Row {
    const rnd = this.rnd;
    let lat: number;
    let lng: number;
    let locality: string | null = null;
    let districts = place.districts;
    if (near) {
      ({ lat, lng } = scatter(rnd, near.lat, near.lng, 0.3));
    } else if (place.neighbourhoods) {
      const hood = rnd.pick(place.neighbourhoods);
      ({ lat, lng } = scatter(rnd, hood.lat, hood.lng, place.spreadKm));
      locality = hood.name === 'London' ? null : hood.name.replace('City of ', '').replace(' of London', '');
      districts = hood.districts;
    } else {
      ({ lat, lng } = scatter(rnd, place.lat, place.lng, place.spreadKm));
    }
    const street = `${rnd.pick(words.STREET_NAMES)} ${rnd.pick(words.STREET_SUFFIXES)}`;
    const number = rnd.chance(0.15) ? `Flat ${rnd.int(1, 40)}, ${rnd.int(1, 220)}` : String(rnd.int(1, 220));
    const postcode = postcodeFor(rnd, place, districts);
    const line1 = `${number} ${street}`;
    const parts = { line_1: line1, line_2: locality, street, city: place.city, county: place.county, postcode, country: place.country };
    const row: Row = { id: this.nextId('addresses'), ...parts, full_address: fullAddress(parts), latitude: lat, longitude: lng };
    batch.addresses.push(row);
    return row;
  }

  private person(
    batch: Batch,
    p: {
      email: string;
      name: string;
      isHost: boolean;
      hash: string;
      place: Place;
      company?: string | null;
      settings?: string[];
      /** A contact that gives no address (its office is drawn all the same, so the rest of the seed draws alike). */
      noAddress?: boolean;
    },
  ) {
    const rnd = this.rnd;
    const id = this.nextId('users');
    this.names.set(id, p.name);
    const created = this.daysAgo(400, 900);
    batch.users.push({
      id,
      email: p.email,
      password_hash: p.hash,
      is_host: p.isHost,
      email_verified_at: created.toISOString(),
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
    });
    const office = this.address(batch, p.place);
    const contactId = this.nextId('contacts');
    batch.contacts.push({
      id: contactId,
      user_id: id,
      name: p.name,
      company_name: p.company ?? null,
      // Ofcom's ranges reserved for drama: realistic, never anyone's real number.
      landing_prefix: '+44',
      landing: `20 7946 0${String(rnd.int(0, 999)).padStart(3, '0')}`,
      mobile_prefix: '+44',
      mobile: `7700 900${String(rnd.int(0, 999)).padStart(3, '0')}`,
      email: p.email,
      address_id: p.noAddress ? null : office.id,
    });
    if (rnd.chance(0.85)) {
      batch.user_images.push({
        id: this.nextId('user_images'),
        user_id: id,
        file_path: imageKey('avatar', rnd.int(1, IMAGE_POOLS.avatar)),
      });
    }
    const settings = p.settings ?? [1, 2, 3, 4, 5].map(() => (rnd.chance(0.7) ? '1' : '0'));
    settings.forEach((value, i) =>
      batch.user_settings.push({ id: this.nextId('user_settings'), user_id: id, setting_id: i + 1, setting_value: value }),
    );
    return { id, contactId };
  }

  private randomName(): { name: string; surname: string } {
    const first = this.rnd.pick(words.FIRST_NAMES);
    const surname = this.rnd.pick(words.SURNAMES);
    return { name: `${first} ${surname}`, surname };
  }

  private knownUser(role: KnownRole) {
    const person = this.known[role];
    if (!person) throw new Error(`No ${role} yet: users() makes the known users before adverts()`);
    return person;
  }

  /** Known users, advertisers, guests and service providers with their services. */
  users(): Batch {
    const batch = emptyBatch();
    const rnd = this.rnd;
    const london = londonOf(this.places);
    const n = this.opts.adverts;
    KNOWN_USERS.forEach((k, i) => {
      const settings =
        k.role === 'private'
          ? ['0', '0', '0', '0', '0']
          : k.role === 'landlord' || k.role === 'host'
            ? ['1', '1', '1', '1', '1']
            : ['1', '0', '1', '0', '1'];
      const company = 'company' in k ? k.company : null;
      const { id, contactId } = this.person(batch, {
        email: k.email,
        name: k.name,
        isHost: k.is_host,
        hash: nth(this.opts.hashes.known, i),
        place: london,
        company,
        settings,
        // The private advertiser's contact is his name alone: no address either.
        noAddress: k.role === 'private',
      });
      this.known[k.role] = { id, contactId, place: london, isHost: k.is_host };
      if (k.role === 'landlord') batch.agency_profiles.push(agencyProfileRow(id, k.company));
      if (k.role === 'tenant' || k.role === 'buyer') this.guests.push(id);
      else if (k.role === 'provider') this.providers.push({ id, contactId, place: london });
      else this.advertisers.push({ id, contactId, place: london, isHost: k.is_host });
    });
    const generatedAdvertisers = Math.max(25, Math.ceil(n / 15));
    for (let i = 0; i < generatedAdvertisers; i++) {
      const { name, surname } = this.randomName();
      const place = rnd.weighted(this.placeWeights);
      const company = rnd.chance(0.45) ? rnd.pick(words.COMPANY_PATTERNS)(surname, place.city) : null;
      const isHost = rnd.chance(0.35);
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i + 1}@advertisers.roofline.test`;
      const { id, contactId } = this.person(batch, { email, name, isHost, hash: this.opts.hashes.generated, place, company });
      // An advertiser trading as a company lets as an agent: its lets show its fees and schemes.
      if (company) batch.agency_profiles.push(agencyProfileRow(id, company));
      this.advertisers.push({ id, contactId, place, isHost });
    }
    const generatedGuests = Math.max(30, Math.ceil(n / 25));
    for (let i = 0; i < generatedGuests; i++) {
      const { name } = this.randomName();
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i + 1}@guests.roofline.test`;
      this.guests.push(
        this.person(batch, { email, name, isHost: false, hash: this.opts.hashes.generated, place: rnd.weighted(this.placeWeights) }).id,
      );
    }
    const generatedProviders = Math.max(15, Math.ceil(n / 50));
    for (let i = 0; i < generatedProviders; i++) {
      const { name, surname } = this.randomName();
      const place = rnd.weighted(this.placeWeights);
      const occupation = nth(SERVICE_OCCUPATIONS, i % SERVICE_OCCUPATIONS.length);
      const company = rnd.chance(0.5) ? `${surname} ${occupation.type}${rnd.chance(0.5) ? ' Services' : ' Ltd'}` : null;
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i + 1}@services.roofline.test`;
      const { id, contactId } = this.person(batch, { email, name, isHost: false, hash: this.opts.hashes.generated, place, company });
      this.providers.push({ id, contactId, place });
    }
    for (const [i, provider] of this.providers.entries()) {
      const count = i === 0 ? 2 : rnd.int(1, 2);
      for (let s = 0; s < count; s++) this.service(batch, provider, i === 0 && s === 0 ? 1 : ((i + s) % SERVICE_OCCUPATIONS.length) + 1);
    }
    return batch;
  }

  private service(batch: Batch, provider: { id: number; contactId: number; place: Place }, occupationId: number) {
    const rnd = this.rnd;
    const occupation = byId(SERVICE_OCCUPATIONS, occupationId);
    const address = this.address(batch, provider.place);
    const payment = rnd.weighted([
      [1, 45],
      [2, 20],
      [3, 25],
      [4, 10],
    ] as const);
    const price =
      payment === 1 ? rnd.int(25, 90) : payment === 2 ? rnd.priceBetween(150, 450, 10) : payment === 3 ? rnd.priceBetween(60, 2000, 10) : 0;
    const from = rnd.int(7, 9);
    const id = this.nextId('services');
    if (provider.id === this.known.provider?.id)
      this.firstOf.service ??= { id, price, title: `${occupation.type} in ${provider.place.city}` };
    const created = this.daysAgo(0, 500);
    const fields: ServiceFields = {
      service_type_occupation_id: occupationId,
      service_payment_type_id: payment,
      service_title: `${occupation.type} in ${provider.place.city}`,
      service_description: sanitizeDescription(
        `<p>Reliable, fully insured ${occupation.type.toLowerCase()} covering ${provider.place.city} and the surrounding area.</p><ul><li>Free quotes</li><li>${rnd.int(3, 25)} years of experience</li><li>All work guaranteed</li></ul>`,
      ),
      price,
      working_hours_from: rnd.chance(0.15) ? null : time(from),
      working_hours_to: rnd.chance(0.15) ? null : time(from + rnd.int(8, 10)),
    };
    batch.services.push({
      id,
      user_id: provider.id,
      contact_id: provider.contactId,
      address_id: address.id,
      ...fields,
      is_published: rnd.chance(0.97),
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
    });
    if (rnd.chance(0.6)) {
      for (let b = 0; b < rnd.int(1, 3); b++) {
        const guest = rnd.pick(this.guests);
        const start = this.daysAgo(5, 300);
        const bookingId = this.nextId('bookings');
        batch.bookings.push({
          id: bookingId,
          property_id: null,
          service_id: id,
          user_id: guest,
          host_id: provider.id,
          date_start: start.toISOString(),
          date_end: new Date(start.getTime() + 3 * 3600_000).toISOString(),
          guests: 1,
          price,
          status: 'completed',
          booking_type: 'appoint',
          created_at: new Date(start.getTime() - 7 * DAY).toISOString(),
        });
        if (rnd.chance(0.85)) {
          batch.service_reviews.push({
            id: this.nextId('service_reviews'),
            booking_id: bookingId,
            service_id: id,
            user_id: guest,
            ...this.scores('service'),
            review_text: rnd.chance(0.9) ? rnd.pick(words.SERVICE_REVIEW_TEXTS) : null,
            created_at: new Date(start.getTime() + rnd.int(1, 10) * DAY).toISOString(),
          });
        }
      }
    }
  }

  private score(): number {
    return this.rnd.weighted([
      [5, 40],
      [4, 35],
      [3, 15],
      [2, 6],
      [1, 4],
    ] as const);
  }

  /** A score for each criterion of a kind of review, drawn in the criteria's order. */
  private scores<K extends ReviewType>(kind: K): ReviewScores<K> {
    return Object.fromEntries(reviewCriteria(kind).map(({ column }) => [column, this.score()])) as ReviewScores<K>;
  }

  /**
   * Last of all, so every other row keeps its id: the known tenant's completed appointment with the known
   * provider and completed stay with the known host, neither reviewed yet, so each kind of review can be
   * written from the dashboard (host, guest and service).
   */
  closing(): Batch {
    const batch = emptyBatch();
    const tenant = this.knownUser('tenant').id;
    const { service, stay } = this.firstOf;
    // Two of each: the journeys write one at each screen size.
    for (const daysAgo of [12, 19]) this.closingPair(batch, tenant, service, stay, daysAgo);
    this.upcomingStays(batch);
    this.livedIn(batch);
    return batch;
  }

  /** Keeps a few adverts of the kinds the lived-in rows are about; draws nothing, so the seed is unchanged. */
  private note(kind: Kind, isShort: boolean, londonHome: boolean, residential: boolean, advert: NotedAdvert): void {
    const { landlord, host } = this.known;
    const owner = advert.ownerId;
    const list =
      owner === landlord?.id && kind === 'let_long' && residential
        ? this.noted.landlordLets
        : owner === this.known.private?.id && kind === 'sale' && residential
          ? this.noted.privateSales
          : owner === host?.id && kind === 'let_short' && isShort
            ? this.noted.hostStays
            : Object.values(this.known).some((k) => k.id === owner) || !londonHome
              ? null
              : kind === 'let_long'
                ? this.noted.londonLets
                : kind === 'sale'
                  ? this.noted.londonSales
                  : null;
    if (list && list.length < 8) list.push(advert);
  }

  /**
   * The README's people as a few months of use leave them (lived-in.ts): conversations with their
   * requests and replies, notifications, favourites. Drawn from a generator of their own, after every
   * other row, so no other value or id of the seed moves.
   */
  private livedIn(batch: Batch): void {
    const person = (role: KnownRole): Person => {
      const { id } = this.knownUser(role);
      return { id, name: this.names.get(id) ?? '' };
    };
    const { stay, service } = this.firstOf;
    const titleOf = (b: Row) =>
      (b.property_id !== null ? (b.property_id === stay?.id ? stay?.title : '') : b.service_id === service?.id ? service?.title : '') ?? '';
    const known = new Set(Object.values(this.known).map((k) => k.id));
    const bookings: NotedBooking[] = batch.bookings
      .filter((b) => known.has(b.user_id as number) && known.has(b.host_id as number))
      .map((b) => ({
        id: b.id as number,
        type: b.booking_type as NotedBooking['type'],
        guestId: b.user_id as number,
        hostId: b.host_id as number,
        subject:
          b.property_id !== null
            ? { property_id: b.property_id as number, service_id: null }
            : { property_id: null, service_id: b.service_id as number },
        title: titleOf(b),
        start: new Date(b.date_start as string),
        end: b.date_end ? new Date(b.date_end as string) : null,
        created: new Date(b.created_at as string),
      }))
      .sort((a, b) => a.created.getTime() - b.created.getTime());
    const rows = livedIn({
      rnd: new Random((this.opts.seed ?? 20240601) ^ 0x11fe),
      ref: this.ref,
      people: {
        tenant: person('tenant'),
        buyer: person('buyer'),
        host: person('host'),
        landlord: person('landlord'),
        private: person('private'),
        provider: person('provider'),
      },
      strangers: this.guests
        .filter((id) => !known.has(id))
        .slice(0, 12)
        .map((id) => ({ id, name: this.names.get(id) ?? '' })),
      adverts: this.noted,
      bookings,
      nextId: (table) => this.nextId(table),
    });
    for (const booking of batch.bookings) {
      const room = rows.bookingRooms.get(booking.id as number);
      if (room !== undefined) booking.chat_room_id = room;
    }
    batch.chat_rooms.push(...rows.chat_rooms);
    batch.messages.push(...rows.messages);
    batch.notifications.push(...rows.notifications);
    batch.favourites.push(...rows.favourites);
  }

  /**
   * The known host's stays that were paid and then given back: one the guest cancelled late (a quarter
   * kept under the policy), one the host declined (everything back), so their payouts page shows refunds
   * beside the payouts (seedPayments pays them, and records their refunds). After closing() and a batch of
   * their own, whose rows alone carry the money columns (a batch's columns are the union of its rows').
   */
  refundedStays(): Batch {
    const batch = emptyBatch();
    const { stay } = this.firstOf;
    if (!stay) return batch;
    const tenant = this.knownUser('tenant').id;
    const host = this.knownUser('host').id;
    for (const [daysAgo, status] of [
      [40, 'cancelled'],
      [26, 'declined'],
    ] as const) {
      const start = new Date(this.ref.getTime() - daysAgo * DAY + 15 * 3600_000);
      const price = money(stay.price * 3);
      const charge = status === 'cancelled' ? money(price / 4) : null;
      const closed = new Date(start.getTime() - 3 * DAY).toISOString();
      batch.bookings.push({
        id: this.nextId('bookings'),
        property_id: stay.id,
        service_id: null,
        user_id: tenant,
        host_id: host,
        date_start: start.toISOString(),
        date_end: new Date(start.getTime() + 3 * DAY - 4 * 3600_000).toISOString(),
        guests: 2,
        price,
        amount_due: price,
        status,
        status_changed_at: closed,
        cancelled_by: status === 'cancelled' ? tenant : null,
        cancellation_charge: charge,
        refunded_amount: money(price - (charge ?? 0)),
        refunded_at: closed,
        booking_type: 'reserve',
        created_at: new Date(start.getTime() - 14 * DAY).toISOString(),
      });
    }
    return batch;
  }

  /**
   * Generated hosts' short stays are booked and closed ahead as a live portal's are: about two in five
   * have upcoming stays (accepted, some still requests), every tenth some nights its host closed, so a
   * search by dates finds some places taken. Drawn from a generator of their own, after every other row,
   * so no other value or id of the seed moves; the people of the README are left out.
   */
  private upcomingStays(batch: Batch): void {
    const rnd = new Random((this.opts.seed ?? 20240601) ^ 0x57a75);
    const guests = this.guests.filter((id) => id > KNOWN_USERS.length);
    for (const [n, stay] of this.stays.entries()) {
      if (guests.length && rnd.chance(0.4)) {
        let day = rnd.int(0, 10);
        for (let b = rnd.int(1, 3); b > 0; b--) {
          const nights = rnd.int(1, 5);
          const start = new Date(this.ref.getTime() + day * DAY + 15 * 3600_000);
          const room = stay.rooms.length ? rnd.pick(stay.rooms) : null;
          const pending = rnd.chance(0.15);
          const bookingId = this.nextId('bookings');
          batch.bookings.push({
            id: bookingId,
            property_id: stay.id,
            service_id: null,
            user_id: rnd.pick(guests),
            host_id: stay.hostId,
            date_start: start.toISOString(),
            date_end: new Date(start.getTime() + nights * DAY - 4 * 3600_000).toISOString(),
            guests: 1,
            price: money((room?.price ?? stay.price) * nights),
            status: pending ? 'pending' : 'accepted',
            expires_at: pending ? new Date(this.ref.getTime() + 2 * DAY).toISOString() : null,
            booking_type: 'reserve',
            created_at: new Date(this.ref.getTime() - rnd.int(1, 20) * DAY).toISOString(),
          });
          if (room) batch.booking_rooms.push({ booking_id: bookingId, property_room_id: room.id, quantity: 1 });
          day += nights + rnd.int(0, 8);
        }
      }
      if (n % 10 === 3) {
        const first = rnd.int(2, 25);
        for (let d = 0; d < rnd.int(1, 4); d++) {
          batch.booking_calendar_blocks.push({
            id: this.nextId('booking_calendar_blocks'),
            property_id: stay.id,
            service_id: null,
            day: dayKey(new Date(this.ref.getTime() + (first + d) * DAY)),
            hours: null,
          });
        }
      }
    }
  }

  private closingPair(
    batch: Batch,
    tenant: number,
    service: { id: number; price: number } | undefined,
    stay: { id: number; price: number } | undefined,
    daysAgo: number,
  ): void {
    if (service) {
      const start = new Date(this.ref.getTime() - daysAgo * DAY + 10 * 3600_000);
      batch.bookings.push({
        id: this.nextId('bookings'),
        property_id: null,
        service_id: service.id,
        user_id: tenant,
        host_id: this.knownUser('provider').id,
        date_start: start.toISOString(),
        date_end: new Date(start.getTime() + 3 * 3600_000).toISOString(),
        guests: 1,
        price: service.price,
        status: 'completed',
        booking_type: 'appoint',
        created_at: new Date(start.getTime() - 7 * DAY).toISOString(),
      });
    }
    if (stay) {
      const start = new Date(this.ref.getTime() - (daysAgo - 3) * DAY + 15 * 3600_000);
      batch.bookings.push({
        id: this.nextId('bookings'),
        property_id: stay.id,
        service_id: null,
        user_id: tenant,
        host_id: this.knownUser('host').id,
        date_start: start.toISOString(),
        date_end: new Date(start.getTime() + 2 * DAY - 4 * 3600_000).toISOString(),
        guests: 2,
        price: money(stay.price * 2),
        status: 'completed',
        booking_type: 'reserve',
        created_at: new Date(start.getTime() - 20 * DAY).toISOString(),
      });
    }
  }

  /** Adverts `from` .. `from + count - 1` (0-based) with everything they are made of. */
  adverts(from: number, count: number): Batch {
    const batch = emptyBatch();
    for (let i = from; i < from + count; i++) this.advert(batch, i);
    return batch;
  }

  private advert(batch: Batch, index: number) {
    const rnd = this.rnd;
    const combo = index < this.combos.length * 2 ? this.combos[index % this.combos.length] : null;
    // Early adverts cycle through every kind and combination; later ones follow realistic weights.
    let kind: Kind = index < this.combos.length * 2 ? nth(KINDS, index % KINDS.length)[0] : rnd.weighted(KINDS);
    const category = combo?.category ?? rnd.weighted(CATEGORY_BY_KIND[kind]);
    if (combo && category === 7 && (kind === 'sale' || kind === 'buy')) kind = index % 2 ? 'let_short' : 'let_long';
    let typeId: number | null = combo?.type ?? null;
    let detailId: number | null = combo?.detail ?? null;
    let roomType: number | null = combo?.roomType ?? null;
    if (!combo) {
      if (category === 7) {
        roomType = rnd.weighted([
          [1, 30],
          [2, 35],
          [3, 8],
          [4, 8],
          [5, 5],
          [6, 4],
          [7, 10],
        ] as const);
      } else {
        const types = PROPERTY_TYPES.filter((t) => t.categoryId === category);
        typeId =
          category === 1
            ? rnd.weighted([
                [1, 55],
                [2, 45],
              ] as const)
            : rnd.pick(types).id;
        const details = PROPERTY_TYPE_DETAILS.filter((d) => d.typeId === typeId);
        detailId = details.length ? rnd.pick(details).id : null;
      }
    }
    const isStudio = detailId === 8;
    // A studio flat is treated as long-term (spec 000 §4).
    if (isStudio && kind === 'let_short') kind = 'let_long';
    const isShort = kind === 'let_short' || (kind === 'rent' && rnd.chance(0.2));
    const isLet = kind === 'let_long' || kind === 'let_short';
    const isRent = kind === 'rent';
    const isWanted = kind === 'buy' || kind === 'rent';
    const isSaleLike = kind === 'sale' || kind === 'buy';

    const owner =
      kind === 'let_short' && index % 7 === 0
        ? this.knownUser('host')
        : isWanted && index % 9 === 0
          ? this.knownUser('buyer')
          : index % 11 === 0
            ? nth(this.advertisers, rnd.int(0, 2))
            : rnd.pick(this.advertisers);
    const place =
      owner.id <= KNOWN_USERS.length ? rnd.weighted(this.placeWeights) : rnd.chance(0.7) ? owner.place : rnd.weighted(this.placeWeights);
    const address = this.address(batch, place);
    // The nation whose law the advert follows, as the API finds it from the address (the gazetteer).
    const nation =
      place.country === 'United Kingdom'
        ? nationOfContext(areaContext('gb', [address.longitude as number, address.latitude as number]))
        : null;
    const inLondon = place.city === 'London';
    const priceFactor = inLondon ? 1.8 : place.country === 'United Kingdom' ? 1 : 0.9;

    const id = this.nextId('properties');
    const created = this.daysAgo(0, 540);

    // Rooms and beds.
    const typeName = typeId ? byId(PROPERTY_TYPES, typeId).type : null;
    const detailName = detailId ? byId(PROPERTY_TYPE_DETAILS, detailId).detail : null;
    const residential = category === 1 || category === 5;
    const beds =
      category === 7 ? 1 : residential ? (isStudio ? 0 : typeId === 2 ? rnd.int(1, 3) : category === 5 ? rnd.int(4, 9) : rnd.int(1, 5)) : 0;
    const details: Row = { property_id: id };
    for (const c of PROPERTY_DETAIL_COUNTS) details[c] = 0;
    for (const f of DETAIL_FLAG_FIELDS) details[f] = false;
    details.floors = 1;
    if (residential) {
      const doubles = Math.max(beds > 0 ? 1 : 0, Math.round(beds * 0.6));
      details.double_room = doubles;
      details.single_room = Math.max(0, beds - doubles - (beds > 3 && rnd.chance(0.3) ? 1 : 0));
      details.box_room = beds - (details.double_room as number) - (details.single_room as number);
      details.studio_room = isStudio ? 1 : 0;
      details.living_room = isStudio ? 0 : rnd.int(1, beds > 3 ? 3 : 1);
      details.dining_room = beds > 2 && rnd.chance(0.5) ? 1 : 0;
      details.bath_room = Math.max(1, Math.min(5, Math.round(beds / 2) + rnd.int(0, 1)));
      details.wc = rnd.int(0, 2);
      details.downstairs_wc = typeId === 1 && rnd.chance(0.45) ? 1 : 0;
      details.kitchen = 1;
      details.floors =
        typeId === 2 ? (detailId === 10 ? 2 : 1) : detailId === 5 || detailId === 6 ? 1 : category === 5 ? rnd.int(2, 5) : rnd.int(2, 3);
      if (category === 5 && rnd.chance(0.4)) {
        details.single_room_suite = rnd.int(0, 1);
        details.double_room_suite = rnd.int(1, 2);
      }
    } else if (category === 7) {
      details.bath_room = rnd.chance(0.4) ? 1 : 0;
      details.kitchen = rnd.chance(0.3) ? 1 : 0;
    } else if (category === 2 || category === 3) {
      details.floors = rnd.int(1, 8);
      details.wc = rnd.int(1, 6);
      details.kitchen = rnd.int(0, 2);
      if (typeId === 8) {
        details.double_room = rnd.int(4, 30);
        details.living_room = rnd.int(2, 10);
        details.bath_room = rnd.int(3, 20);
      }
    }
    const house = typeId === 1 || category === 5;
    const p = (prob: number) => rnd.chance(prob);
    if (residential || category === 7) {
      for (const f of ['shower', 'bath', 'sink', 'oven', 'fridge', 'freezer', 'microwave', 'kettle', 'toaster', 'coffee'])
        details[f] = p(0.75);
    }
    Object.assign(details, {
      front_garden: house && p(0.7),
      rear_garden: house && p(0.85),
      garden_terrace: residential && p(0.15),
      conservatory: house && p(0.2),
      green_house: house && p(0.1),
      shed: house && p(0.4),
      driveway: (house || category === 2) && p(0.45),
      garage: house && p(0.3),
      front_porch: house && p(0.3),
      rear_porch: house && p(0.15),
      attic: house && p(0.4),
      basement: p(0.08),
      balcony: (typeId === 2 || category === 7) && p(0.35),
      charging_station: p(0.1),
      solar_panels: p(0.08),
      easements: (category === 4 || isSaleLike) && p(0.06),
      stove: residential && p(0.15),
    });
    if (p(residential ? 0.6 : 0.4)) {
      details.parking = true;
      details.parking_spaces = rnd.int(1, category === 2 || category === 3 ? 40 : 3);
      if (isShort && p(0.4)) {
        details.parking_paid = true;
        details.parking_fee = rnd.priceBetween(5, 30, 1);
      }
    }
    const amenityChance = isShort ? 0.14 : residential ? 0.04 : 0.02;
    for (const a of PAID_AMENITIES) {
      if (
        p(
          a === 'wifi'
            ? isShort
              ? 0.85
              : 0.3
            : a === 'cleaning_service'
              ? isShort
                ? 0.5
                : 0.05
              : a === 'breakfast'
                ? isShort
                  ? 0.35
                  : 0
                : amenityChance,
        )
      ) {
        details[a] = true;
        details[`${a}_paid`] = p(a === 'wifi' ? 0.1 : 0.45);
      }
    }
    if (details.room_service && details.room_service_paid) details.service_fee = rnd.priceBetween(10, 40, 1);
    if (details.cleaning_service && details.cleaning_service_paid) details.cleaning_fee = rnd.priceBetween(15, 80, 5);
    for (const f of ['bar', 'restaurant', 'h24_front_desk', 'airport_shuttle', 'hammocks']) details[f] = p(isShort ? 0.08 : 0.01);
    details.smoking_rooms = p(isShort ? 0.1 : 0.01);
    details.non_smoking_rooms = p(isShort ? 0.6 : 0.05);
    details.air_conditioning = p(category === 2 ? 0.5 : 0.15);
    details.security_cameras = p(category === 2 || category === 3 ? 0.6 : 0.15);
    // What belongs to other adverts is never set: the API refuses it (shared's advert fields).
    const advertIs = { kind: kind === 'let_long' || kind === 'let_short' ? 'let' : kind, isShortTerm: isShort } as const;
    for (const key of Object.keys(SEARCH_FILTER_FIELDS) as SearchFilterKey[]) {
      if (SEARCH_FILTER_FIELDS[key].table === 'property_details' && !advertHasField(key, advertIs)) {
        details[key] = false;
        if (`${key}_paid` in details) details[`${key}_paid`] = false;
      }
    }
    if (!details.room_service) details.service_fee = null;
    if (!details.cleaning_service) details.cleaning_fee = null;
    batch.property_details.push(details);

    // Rooms priced by the rent types of the advert's term.
    const rooms: Row[] = [];
    const roomAdvert = category === 7;
    const wantsRooms = roomAdvert || (isShort && residential) || (kind === 'let_long' && residential && p(0.12));
    let rentType = isSaleLike
      ? 1
      : isShort
        ? rnd.weighted([
            [3, 80],
            [2, 20],
          ] as const)
        : rnd.weighted([
            [5, 75],
            [4, 18],
            [6, 7],
          ] as const);
    // A let of a home in the UK states its rent (Part A; in England the Renters' Rights Act 2025 too): never 'To Be Discussed'.
    if (rentType === 6 && nation !== null && (residential || category === 7)) rentType = 5;
    if (isShort && category === 6)
      rentType = rnd.weighted([
        [3, 70],
        [2, 30],
      ] as const);
    if (wantsRooms && !isWanted) {
      const roomCount = roomAdvert ? 1 : rnd.int(1, 4);
      for (let r = 0; r < roomCount; r++) {
        const rt = roomAdvert ? roomType! : !roomAdvert && r === 0 && isShort && p(0.25) ? 8 : rnd.int(1, 7);
        const rRent = isShort
          ? rentType === 2
            ? 2
            : rnd.weighted([
                [3, 85],
                [2, 15],
              ] as const)
          : // A room is let by the week or the month (the Add Room dialog's frequencies); the last share, once
            // 'to be discussed', which no room can be, stays with the month so the rest of the seed draws alike.
            rnd.weighted([
              [5, 70],
              [4, 25],
              [5, 5],
            ] as const);
        const base =
          rRent === 2
            ? rnd.int(12, 45)
            : rRent === 3
              ? rnd.int(40, 220) * (rt === 8 ? 2 : 1)
              : rRent === 4
                ? rnd.int(110, 350)
                : rnd.int(450, 1300);
        const roomId = this.nextId('property_rooms');
        const guests = rt === 8 ? rnd.int(2, 6) : ([1, 1, 2, 2, 2, 3, 4, 4][rt - 1] ?? 2);
        const room: Row = {
          id: roomId,
          property_id: id,
          room_type_id: rt,
          quantity: roomAdvert ? 1 : rnd.int(1, 3),
          guests,
          price: money(base * (inLondon ? 1.5 : 1)),
          property_rent_type_id: rRent,
          discount: p(0.15),
          discount_rate: null,
          smoking_room: p(0.08),
          pet_friendly_room: p(0.2),
          single_rooms: rt === 8 ? rnd.int(0, 2) : 0,
          double_rooms: rt === 8 ? rnd.int(1, 2) : 0,
        };
        rooms.push(room);
        if (room.discount) room.discount_rate = rnd.int(5, 20);
        const rd: Row = { property_room_id: roomId };
        for (const b of ROOM_BED_FIELDS) rd[b] = 0;
        if (rt === 1) rd.single_beds = 1;
        else if (rt === 2) rd[rnd.pick(['double_beds', 'queen_beds', 'king_beds'])] = 1;
        else if (rt === 3) rd.single_beds = 2;
        else if (rt === 4) rd.zip_and_link_beds = 1;
        else if (rt === 5) {
          rd.single_beds = 1;
          rd.double_beds = 1;
        } else if (rt === 6) rd.single_beds = 4;
        else if (rt === 7) {
          rd.double_beds = 1;
          rd.bunk_beds = 1;
          rd.cribs = rnd.int(0, 1);
        } else {
          rd.double_beds = room.double_rooms;
          rd.single_beds = room.single_rooms;
          rd.sofa_beds = rnd.int(0, 1);
        }
        if (p(0.05)) rd.hammocks = 1;
        for (const f of ROOM_FLAG_FIELDS) rd[f] = p(f === 'wifi' || f === 'heating' || f === 'towels' ? 0.8 : 0.2);
        batch.property_room_details.push(rd);
      }
      batch.property_rooms.push(...rooms);
    }

    // Price: the cheapest room of the main rent type when there are rooms, otherwise the asking price or rent.
    let price: number;
    const [firstRoom] = rooms;
    if (firstRoom) {
      const main = rooms.filter((r) => r.property_rent_type_id === firstRoom.property_rent_type_id);
      rentType = firstRoom.property_rent_type_id as number;
      price = Math.min(...main.map((r) => r.price as number));
      // A home let in the UK by its rooms lets each on its own tenancy and is found by its cheapest room,
      // a weekly room's rent compared by the year (shared's cheapestTenancy, as the API stores it).
      const tenancy = cheapestTenancy({
        kind: 'let',
        isShortTerm: isShort,
        categoryId: category,
        nation,
        isSharedOwnership: false,
        price,
        rentTypeId: rentType,
        values: {},
        rooms: rooms.map((r) => ({ price: r.price as number, rentTypeId: r.property_rent_type_id as number })),
      });
      if (isLet && tenancy?.price && tenancy.rentTypeId) [price, rentType] = [tenancy.price, tenancy.rentTypeId];
    } else if (isSaleLike) {
      const [lo, hi, step] =
        category === 5
          ? [1_500_000, 12_000_000, 50_000]
          : category === 2
            ? [90_000, 4_000_000, 5_000]
            : category === 3
              ? [250_000, 8_000_000, 25_000]
              : category === 4
                ? [40_000, 2_000_000, 5_000]
                : category === 6
                  ? [150_000, 3_000_000, 10_000]
                  : typeId === 2
                    ? [150_000, 750_000, 5_000]
                    : [180_000, 1_200_000, 5_000];
      price = Math.round((rnd.priceBetween(lo, hi, step) * priceFactor) / step) * step;
    } else {
      const monthly =
        category === 2 || category === 3
          ? rnd.priceBetween(900, 15_000, 50)
          : category === 5
            ? rnd.priceBetween(5_000, 30_000, 250)
            : category === 6
              ? rnd.priceBetween(500, 5_000, 50)
              : rnd.priceBetween(650, 3_500, 25);
      price =
        rentType === 2
          ? rnd.int(15, 90)
          : rentType === 3
            ? rnd.priceBetween(60, category === 5 ? 1_500 : 450, 5)
            : rentType === 4
              ? Math.round(monthly / 4.33)
              : rentType === 6
                ? 0
                : monthly;
      price = Math.round(price * (rentType === 6 ? 1 : priceFactor));
    }

    // Dates: availability for lets, required dates for rents.
    let dateStart: string | null = null;
    let dateEnd: string | null = null;
    if (isLet || isRent) {
      const start = new Date(this.ref.getTime() + rnd.int(isShort ? -30 : -20, isShort ? 30 : 120) * DAY);
      dateStart = p(0.06) ? null : dayKey(start);
      if (dateStart && (isShort ? p(0.85) : p(0.4)))
        dateEnd = dayKey(new Date(start.getTime() + rnd.int(isShort ? 30 : 90, isShort ? 365 : 720) * DAY));
    }

    const area = typeof address.line_2 === 'string' ? address.line_2 : place.city;
    const what = (
      detailName ??
      typeName ??
      (roomType ? `${['single', 'double', 'twin', 'twin/double', 'triple', 'quadruple', 'family'][roomType - 1]} room` : 'property')
    ).toLowerCase();
    const bedsLabel = beds > 0 && residential ? `${beds} bedroom ` : '';
    const title =
      kind === 'sale'
        ? `${bedsLabel}${what} for sale in ${area}`
        : kind === 'let_long'
          ? `${bedsLabel}${what} to let in ${area}`
          : kind === 'let_short'
            ? `${rnd.pick(['Cosy', 'Stylish', 'Bright', 'Charming', 'Modern', 'Spacious'])} ${bedsLabel}${what} for short stays in ${area}`
            : kind === 'buy'
              ? `Wanted to buy: ${bedsLabel}${what} in ${area}`
              : `Looking to rent: ${bedsLabel}${what} in ${area}`;
    const description = sanitizeDescription(
      `<p>${rnd.pick(words.DESCRIPTION_OPENERS).replace('{what}', what).replace('{area}', area)}</p>` +
        `<p>${rnd.pick(words.DESCRIPTION_MIDDLES)} ${rnd.pick(words.DESCRIPTION_MIDDLES)}</p>` +
        `<ul>${[
          beds ? `${beds} bedrooms` : null,
          details.rear_garden ? 'Private rear garden' : null,
          details.parking ? 'Off-street parking' : null,
          details.wifi ? 'Fast wifi' : null,
          ...seededKeyFeatures(index, { house, residential }),
          'Close to local amenities',
        ]
          .filter(Boolean)
          .map((f) => `<li>${f}</li>`)
          .join('')}</ul><p><strong>${rnd.pick(words.DESCRIPTION_CLOSERS)}</strong></p>`,
    );

    const flags: Row = {};
    for (const f of ADVERT_FLAGS) flags[f] = false;
    const seaside = Boolean(place.seaside);
    Object.assign(flags, {
      is_published: index < 50 || p(0.97),
      is_sale: kind === 'sale',
      is_let: isLet,
      is_buy: kind === 'buy',
      is_rent: isRent,
      is_short_term: isShort,
      is_room: roomAdvert,
      is_freehold: isSaleLike ? (typeId === 2 ? p(0.15) : p(0.8)) : true,
      is_cash: isSaleLike && p(0.1),
      is_auction: kind === 'sale' && p(0.08),
      is_coming_soon: (kind === 'sale' || isLet) && p(0.07),
      is_investment: isSaleLike && p(category === 2 || typeId === 8 ? 0.4 : 0.08),
      is_mixed_use: category === 2 ? p(0.15) : p(0.02),
      is_accessible: p(0.15),
      is_shared_ownership: kind === 'sale' && residential && p(0.06),
      // One residential sale in nine, by position, so every other value of the seed is drawn as before.
      is_new_build: kind === 'sale' && residential && index % 9 === 4,
      is_chain_free: kind === 'sale' && residential && index % 5 === 2,
      is_over_60s: residential && p(0.04),
      is_hmo: kind === 'let_long' && (residential || roomAdvert) && p(0.12),
      is_furnished: (isLet || isRent) && p(0.55),
      is_tenanted: kind === 'sale' && p(0.1),
      is_pet_friendly: p(0.3),
      events_allowed: isShort && p(0.15),
      is_holiday: isShort && p(0.4),
      // One short stay in three books instantly, one in nine of them only for trusted guests, by position.
      is_instant_book: isShort && isLet && index % 3 === 1,
      instant_book_trusted_only: isShort && isLet && index % 9 === 4,
      is_seashore: seaside && p(0.35),
      is_waterfront: p(seaside ? 0.2 : 0.05),
    });
    if (flags.is_pet_friendly && isLet && p(0.4)) {
      flags.pet_friendly_paid = true;
    }
    for (const key of ADVERT_SWITCHES) if (!advertHasField(key, advertIs)) flags[key] = false;
    const epc =
      category === 4 || category === 6 || isWanted
        ? null
        : rnd.weighted([
            ['A', 3],
            ['B', 12],
            ['C', 30],
            ['D', 32],
            ['E', 15],
            ['F', 5],
            ['G', 3],
          ] as const);
    const sqm =
      category === 4
        ? rnd.priceBetween(1_000, 50_000, 100)
        : category === 3
          ? rnd.priceBetween(500, 20_000, 50)
          : category === 2
            ? rnd.priceBetween(40, 5_000, 10)
            : category === 7
              ? rnd.int(8, 25)
              : Math.max(25, beds * rnd.int(18, 35) + rnd.int(10, 40));
    const propertyRow: Row = {
      id,
      user_id: owner.id,
      contact_id: owner.contactId,
      address_id: address.id,
      latitude: address.latitude,
      longitude: address.longitude,
      property_category_id: category,
      property_type_id: typeId,
      property_type_details_id: detailId,
      property_rent_type_id: rentType,
      property_title: title.charAt(0).toUpperCase() + title.slice(1),
      property_description: description,
      price,
      date_start: dateStart,
      date_end: dateEnd,
      tenants_guests: rooms.length
        ? rooms.reduce((s, r) => s + (r.guests as number) * (r.quantity as number), 0)
        : isSaleLike
          ? 0
          : Math.min(20, beds + rnd.int(1, 3)),
      property_square_meter: sqm,
      epc_rating: epc,
      ...flags,
      pet_friendly_fee: flags.pet_friendly_paid ? rnd.priceBetween(10, 60, 5) : null,
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
      // Drafts stay on the market: only a published home goes under offer.
      ...seededMarketStatus(index, flags.is_published && (kind === 'sale' || kind === 'let_long') ? kind : 'other', created, this.ref),
    };
    Object.assign(propertyRow, {
      nation,
      ...seededMaterial({
        id,
        kind: isLet ? 'let' : kind === 'sale' ? 'sale' : kind === 'buy' ? 'buy' : 'rent',
        isShortTerm: isShort,
        categoryId: category,
        nation,
        isSharedOwnership: Boolean(flags.is_shared_ownership),
        price,
        rentTypeId: rentType,
        isFlat: typeId === 2,
        isFreehold: Boolean(flags.is_freehold),
        epcRating: epc,
        parking: { garage: Boolean(details.garage), driveway: Boolean(details.driveway), spaces: Boolean(details.parking) },
      }),
    });
    batch.properties.push(propertyRow);
    if (owner.id === this.known.host?.id && isShort && isLet && rooms.length && flags.is_published)
      this.firstOf.stay ??= { id, price, title: propertyRow.property_title as string };
    if (flags.is_published && propertyRow.market_status === 'available')
      this.note(kind, isShort, inLondon && residential, residential, {
        id,
        ownerId: owner.id,
        title: propertyRow.property_title as string,
      });

    // Pictures: none or one for wanted adverts, a gallery otherwise; floorplans for sale and let.
    const pool: ImagePool =
      category === 7
        ? 'room'
        : category === 4
          ? 'land'
          : category === 2 || category === 3
            ? typeId === 8
              ? 'block'
              : 'commercial'
            : typeId === 2
              ? 'block'
              : 'house';
    const imageCount = isWanted ? rnd.int(0, 1) : rnd.int(3, 6);
    let cover: string | null = null;
    for (let k = 0; k < imageCount; k++) {
      const kindOfPicture: ImagePool = k === 0 ? pool : residential || category === 7 ? 'room' : pool;
      const filePath = imageKey(kindOfPicture, rnd.int(1, IMAGE_POOLS[kindOfPicture]));
      cover ??= filePath;
      batch.property_images.push({ id: this.nextId('property_images'), property_id: id, file_path: filePath, position: k });
    }
    // The summaries the triggers keep, written up front so the bulk insert leaves them untouched.
    propertyRow.cover_image = cover;
    propertyRow.full_address = address.full_address;
    propertyRow.card_details = {
      bedrooms: (
        [
          'single_room',
          'double_room',
          'twin_room',
          'twin_double_room',
          'triple_room',
          'quadruple_room',
          'family_room',
          'single_room_suite',
          'double_room_suite',
          'box_room',
        ] as const
      ).reduce((n, k) => n + (details[k] as number), 0),
      living_room: details.living_room,
      bath_room: details.bath_room,
      downstairs_wc: details.downstairs_wc,
      parking: details.parking,
      parking_spaces: details.parking_spaces,
      garden: Boolean(details.front_garden || details.rear_garden || details.garden_terrace),
    };
    propertyRow.feature_words = detailFeatureWords(details);
    propertyRow.room_prices = rooms.length ? rooms.map((r) => ({ price: r.price, property_rent_type_id: r.property_rent_type_id })) : null;
    propertyRow.stay_guests = stayGuestsOf(propertyRow, rooms);
    const fees = { cleaning_fee: Number(details.cleaning_fee) || null, service_fee: Number(details.service_fee) || null };
    propertyRow.stay_fees = fees.cleaning_fee || fees.service_fee ? fees : null;
    if (isShort && isLet && flags.is_published && owner.id > KNOWN_USERS.length) {
      const nightly = rooms.filter((r) => r.property_rent_type_id !== 2).map((r) => ({ id: r.id as number, price: r.price as number }));
      if (nightly.length || (!rooms.length && rentType !== 2)) this.stays.push({ id, hostId: owner.id, price, rooms: nightly });
    }
    if (!isWanted && (residential || category === 2) && p(0.65)) {
      for (let k = 0; k < rnd.int(1, 2); k++) {
        batch.floorplan_images.push({
          id: this.nextId('floorplan_images'),
          property_id: id,
          file_path: imageKey('floorplan', rnd.int(1, IMAGE_POOLS.floorplan)),
          position: k,
        });
      }
    }

    if (flags.is_investment) {
      batch.investment_property_details.push({
        property_id: id,
        roi: money(3 + rnd.next() * 12),
        roa: money(2 + rnd.next() * 8),
        yield: money(3 + rnd.next() * 6),
        share_percentage: rnd.pick([10, 25, 50, 75, 100]),
        cash_flow: rnd.priceBetween(500, 20_000, 50),
        maintenance_cost: rnd.priceBetween(200, 10_000, 50),
        number_of_flats: typeId === 8 || typeId === 2 ? rnd.int(2, 60) : null,
        number_of_blocks: typeId === 8 ? rnd.int(1, 5) : null,
        number_of_units: category === 2 ? rnd.int(1, 30) : null,
      });
    }

    if (isShort && isLet) {
      const flexibleIn = p(0.2);
      const flexibleOut = p(0.2);
      const kind = rnd.int(1, 4);
      batch.property_policies.push({
        property_id: id,
        check_in_flexible: flexibleIn,
        check_in_from: flexibleIn ? null : time(rnd.int(13, 16)),
        check_in_to: flexibleIn ? null : time(rnd.int(20, 23)),
        check_out_flexible: flexibleOut,
        check_out_from: flexibleOut ? null : time(rnd.int(7, 9)),
        check_out_to: flexibleOut ? null : time(rnd.int(10, 12)),
        check_in_instructions_id: rnd.int(1, 6),
        check_out_instructions_id: rnd.int(1, 6),
        ...hostsCancellationPolicy(rnd, kind),
      });
      if (p(0.55)) {
        const types = [1, 2, 3].filter(() => p(0.6));
        for (const t of types.length ? types : [1]) {
          const fixed = p(0.35);
          batch.property_discounts.push({
            id: this.nextId('property_discounts'),
            property_id: id,
            discount_type_id: t,
            discount_term: t === 1 ? rnd.pick([7, 14, 28]) : t === 2 ? rnd.int(1, 3) : rnd.int(3, 6),
            discount_fee: fixed ? rnd.priceBetween(10, 100, 5) : rnd.pick([5, 10, 15, 20, 25]),
            discount_fee_type: fixed ? 2 : 1,
          });
        }
      }
    }
    if (isShort || (isLet && p(0.25))) {
      const chosen = new Set<string>();
      for (let r = 0; r < rnd.int(isShort ? 3 : 1, isShort ? 5 : 3); r++) chosen.add(rnd.pick(words.HOUSE_RULES));
      for (const rule of chosen) batch.property_rules.push({ id: this.nextId('property_rules'), property_id: id, rule });
    }

    // Stays with host and guest reviews; the known tenant has stayed at the first ones.
    if (isShort && isLet && flags.is_published && p(0.45)) {
      for (let b = 0; b < rnd.int(1, 3); b++) {
        const guest = index < 400 && b === 0 ? this.guests[0] : rnd.pick(this.guests);
        const nights = rnd.int(1, 10);
        const start = this.daysAgo(nights + 2, 360);
        const bookingId = this.nextId('bookings');
        batch.bookings.push({
          id: bookingId,
          property_id: id,
          service_id: null,
          user_id: guest,
          host_id: owner.id,
          date_start: start.toISOString(),
          date_end: new Date(start.getTime() + nights * DAY).toISOString(),
          guests: rnd.int(1, 4),
          price: money(price * nights),
          status: 'completed',
          booking_type: 'reserve',
          created_at: new Date(start.getTime() - rnd.int(3, 60) * DAY).toISOString(),
        });
        const after = new Date(start.getTime() + (nights + rnd.int(0, 2)) * DAY).toISOString();
        if (p(0.85)) {
          batch.host_reviews.push({
            id: this.nextId('host_reviews'),
            booking_id: bookingId,
            property_id: id,
            user_id: guest,
            host_id: owner.id,
            ...this.scores('host'),
            review_text: p(0.9) ? rnd.pick(words.HOST_REVIEW_TEXTS) : null,
            created_at: after,
          });
        }
        if (p(0.75)) {
          batch.guest_reviews.push({
            id: this.nextId('guest_reviews'),
            booking_id: bookingId,
            user_id: owner.id,
            guest_id: guest,
            ...this.scores('guest'),
            review_text: p(0.85) ? rnd.pick(words.GUEST_REVIEW_TEXTS) : null,
            created_at: after,
          });
        }
      }
    }
    if (p(0.3)) {
      for (let r = 0; r < rnd.int(1, 2); r++) {
        const near = scatter(rnd, address.latitude as number, address.longitude as number, 0.4);
        batch.neighbourhood_reviews.push({
          id: this.nextId('neighbourhood_reviews'),
          user_id: p(0.1) ? null : rnd.pick(this.guests),
          property_id: id,
          address: `${String(address.street)}, ${place.city}, ${String(address.postcode)}`,
          latitude: near.lat,
          longitude: near.lng,
          ...this.scores('neighbourhood'),
          review_text: p(0.85) ? rnd.pick(words.NEIGHBOURHOOD_REVIEW_TEXTS) : null,
          created_at: this.daysAgo(0, 700).toISOString(),
        });
      }
    }
  }
}
