import {
  advertPrice,
  formatPounds,
  formatPriceRange,
  formatTime,
  isRoomAdvert,
  SEARCH_FILTER_FIELDS,
  advertHasField,
  advertKindOf,
  type Advert,
  type Discount,
  type PaidAmenity,
  type Policies,
  type PropertyDetails,
  type SearchFilterField,
  type SearchFilterKey,
  type UnpaidAmenity,
} from '@marketplace/shared';

/** One labelled line of a section: 'Double Rooms' '2', 'Parking' 'Free'. */
export interface DetailRow {
  label: string;
  value: string;
}

export type SectionKey =
  | 'premises'
  | 'status'
  | 'investment'
  | 'suite'
  | 'rooms'
  | 'kitchen'
  | 'bathroom'
  | 'structural'
  | 'additional'
  | 'amenities'
  | 'policies';

export interface DetailSection {
  key: SectionKey;
  title: string;
  rows: DetailRow[];
}

type DetailKey = keyof PropertyDetails;
type Value = string | null;

const YES = 'Yes';

/** A count is shown when above zero; a true flag counts as one. */
function count(value: unknown): Value {
  if (value === true) return YES;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? String(n) : null;
}

function flag(value: unknown): Value {
  return value ? YES : null;
}

function present(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** Keeps the rows that have a value, in the given order. */
function rows(entries: Array<[string, Value]>): DetailRow[] {
  return entries.filter((entry): entry is [string, string] => entry[1] !== null).map(([label, value]) => ({ label, value }));
}

function fromDetails(details: PropertyDetails | null, fields: Array<[DetailKey, string, (value: unknown) => Value]>) {
  return rows(fields.map(([field, label, read]) => [label, details ? read(details[field]) : null]));
}

/** 'Paid' with the fee when one is given, otherwise 'Free'. */
function paidOrFree(paid: unknown, fee?: number | null): string {
  if (!paid) return 'Free';
  const amount = formatPounds(fee);
  return amount ? `Paid (${amount})` : 'Paid';
}

function premisesRows(advert: Advert): DetailRow[] {
  const letOrRent = Boolean(advert.is_let) || Boolean(advert.is_rent);
  const rentOrBuy = Boolean(advert.is_rent) || Boolean(advert.is_buy);
  const epc = advert.epc_rating || null;
  const area = Number(advert.property_square_meter);
  const people = Number(advert.tenants_guests);
  return rows([
    ['Price', formatPriceRange(advertPrice(advert)) || null],
    ['Tenure', letOrRent ? null : advert.is_freehold ? 'Freehold' : 'Leasehold'],
    ['EPC Rating', rentOrBuy ? null : epc],
    ['Area', area > 0 ? `${area} m²` : null],
    [advert.is_short_term ? 'Max Guests' : 'Max Tenants', people > 0 ? String(people) : null],
  ]);
}

function statusRows(advert: Advert): DetailRow[] {
  return rows([
    ['Cash Only', flag(advert.is_cash)],
    ['Auction', flag(advert.is_auction)],
    ['Investment', flag(advert.is_investment)],
    ['Mixed-Use', flag(advert.is_mixed_use)],
  ]);
}

function investmentRows(advert: Advert): DetailRow[] {
  const inv = advert.investment_property_details;
  if (!inv) return [];
  const percent = (v: number | null) => (present(v) ? `${Number(v)}%` : null);
  const pounds = (v: number | null) => formatPounds(v) || null;
  const number = (v: number | null) => (present(v) ? String(Number(v)) : null);
  return rows([
    ['ROI', percent(inv.roi)],
    ['ROA', percent(inv.roa)],
    ['Yield', percent(inv.yield)],
    ['Share Percentage', percent(inv.share_percentage)],
    ['Cashflow', pounds(inv.cash_flow)],
    ['Maintenance Cost', pounds(inv.maintenance_cost)],
    ['Number of Flats', number(inv.number_of_flats)],
    ['Number of Blocks', number(inv.number_of_blocks)],
    ['Number of Units', number(inv.number_of_units)],
  ]);
}

function suiteRows(advert: Advert): DetailRow[] {
  return fromDetails(advert.property_details, [
    ['single_room_suite', 'Single Bedrooms', count],
    ['double_room_suite', 'Double Bedrooms', count],
  ]);
}

function roomRows(advert: Advert): DetailRow[] {
  // Twin to family rooms are hotel-style rooms: listed only for short stays and room adverts.
  const hotelRooms = Boolean(advert.is_short_term) || isRoomAdvert(advert);
  const hotel = (value: unknown) => (hotelRooms ? count(value) : null);
  return fromDetails(advert.property_details, [
    ['single_room', 'Single Rooms', count],
    ['double_room', 'Double Rooms', count],
    ['twin_room', 'Twin Rooms', hotel],
    ['twin_double_room', 'Twin/Double Rooms', hotel],
    ['triple_room', 'Triple Rooms', hotel],
    ['quadruple_room', 'Quadruple Rooms', hotel],
    ['family_room', 'Family Rooms', hotel],
    ['studio_room', 'Studio Flat', count],
    ['living_room', 'Living Rooms', count],
    ['dining_room', 'Dining Rooms', count],
    ['box_room', 'Box Rooms', count],
  ]);
}

function kitchenRows(advert: Advert): DetailRow[] {
  return fromDetails(advert.property_details, [
    ['kitchen', 'Kitchens', count],
    ['oven', 'Oven', flag],
    ['fridge', 'Fridge', flag],
    ['freezer', 'Freezer', flag],
    ['microwave', 'Microwave', flag],
    ['kettle', 'Kettle', flag],
    ['toaster', 'Toaster', flag],
    ['coffee', 'Coffee Machine', flag],
  ]);
}

function bathroomRows(advert: Advert): DetailRow[] {
  return fromDetails(advert.property_details, [
    ['bath_room', 'Bathrooms', count],
    ['wc', 'WC', count],
    ['downstairs_wc', 'Downstairs WC', count],
    ['shower', 'Shower', flag],
    ['bath', 'Bath', flag],
    ['sink', 'Sink', flag],
  ]);
}

function structuralRows(advert: Advert): DetailRow[] {
  const details = advert.property_details;
  // Short stays say whether parking costs extra; for other adverts parking simply exists.
  const parking = (value: unknown) =>
    !value ? null : advert.is_short_term ? paidOrFree(details?.parking_paid, details?.parking_fee) : YES;
  return fromDetails(details, [
    ['front_garden', 'Front Garden', flag],
    ['rear_garden', 'Rear Garden', flag],
    ['garden_terrace', 'Garden Terrace', flag],
    ['conservatory', 'Conservatory', flag],
    ['green_house', 'Greenhouse', flag],
    ['shed', 'Shed', flag],
    ['driveway', 'Driveway', flag],
    ['garage', 'Garage', flag],
    ['parking', 'Parking', parking],
    ['parking_spaces', 'Parking Spaces', count],
    ['front_porch', 'Front Porch', flag],
    ['rear_porch', 'Rear Porch', flag],
    ['floors', 'Floors', count],
    ['attic', 'Attic', flag],
    ['basement', 'Basement', flag],
    ['balcony', 'Balcony', flag],
    ['charging_station', 'Charging Station', flag],
    ['solar_panels', 'Solar Panels', flag],
  ]);
}

/** The filters shared's schema lists under the advert page's Additional Info, with the row's label, in its order. */
const ADVERT_INFO = (Object.keys(SEARCH_FILTER_FIELDS) as SearchFilterKey[]).flatMap((key) => {
  const label = (SEARCH_FILTER_FIELDS[key] as SearchFilterField).advertInfo;
  return label ? [[key, label] as const] : [];
});

function additionalRows(advert: Advert): DetailRow[] {
  // A pet fee says Paid or Free; easements are kept on the details.
  const shown: Partial<Record<SearchFilterKey, Value>> = {
    is_pet_friendly: advert.is_pet_friendly ? paidOrFree(advert.pet_friendly_paid, advert.pet_friendly_fee) : null,
    easements: flag(advert.easements ?? advert.property_details?.easements),
  };
  // Only the fields of its kind of advert (shared's advert fields): a let is never 'Tenanted'.
  const of = { kind: advertKindOf(advert), isShortTerm: Boolean(advert.is_short_term) };
  return rows(
    ADVERT_INFO.filter(([key]) => advertHasField(key, of)).map(([key, label]) => [
      of.kind === 'let' ? ((SEARCH_FILTER_FIELDS[key] as SearchFilterField).letLabel ?? label) : label,
      key in shown ? (shown[key] ?? null) : flag(advert[key as keyof Advert]),
    ]),
  );
}

const PAID_AMENITY_LABELS: Array<[PaidAmenity, string]> = [
  ['room_service', 'Room Service'],
  ['cleaning_service', 'Cleaning Service'],
  ['wifi', 'Wifi'],
  ['breakfast', 'Breakfast'],
  ['gym', 'Gym'],
  ['cinema_room', 'Cinema Room'],
  ['sauna', 'Sauna'],
  ['hot_tub', 'Hot Tub'],
  ['spa', 'Spa'],
  ['inside_pool', 'Inside Pool'],
  ['outside_pool', 'Outside Pool'],
  ['bicycle', 'Bicycle'],
  ['fire_rings', 'Fire Rings'],
];

const UNPAID_AMENITY_LABELS: Array<[UnpaidAmenity | 'stove', string]> = [
  ['bar', 'Bar'],
  ['restaurant', 'Restaurant'],
  ['h24_front_desk', '24-Hour Front Desk'],
  ['airport_shuttle', 'Airport Shuttle'],
  ['smoking_rooms', 'Smoking Rooms'],
  ['non_smoking_rooms', 'Non-Smoking Rooms'],
  ['air_conditioning', 'Air Conditioning'],
  ['security_cameras', 'Security Cameras'],
  ['hammocks', 'Hammocks'],
  ['stove', 'Stove'],
];

/** Services and amenities: 'Free' or 'Paid' (room service and cleaning with their fee), others 'Yes'. */
function amenityRows(advert: Advert): DetailRow[] {
  const details = advert.property_details;
  if (!details) return [];
  const fees: Partial<Record<PaidAmenity, number | null | undefined>> = {
    room_service: details.service_fee,
    cleaning_service: details.cleaning_fee,
  };
  return rows([
    ...PAID_AMENITY_LABELS.map(([field, label]): [string, Value] => [
      label,
      details[field] ? paidOrFree(details[`${field}_paid`], fees[field]) : null,
    ]),
    ...UNPAID_AMENITY_LABELS.map(([field, label]): [string, Value] => [label, flag(details[field])]),
  ]);
}

/** 'HH:mm - HH:mm' on the UK clock, 'Flexible', or nothing when the window is not set. */
function timeWindow(flexible: unknown, from: string | null, to: string | null): Value {
  if (flexible) return 'Flexible';
  const times = [formatTime(from), formatTime(to)].filter(Boolean);
  return times.length ? times.join(' - ') : null;
}

export const FIXED_FEE_RULE = 'Fixed Fee Charged';

export function policyRows(policies: Policies | null): DetailRow[] {
  if (!policies) return [];
  const period = policies.cancellation_period;
  const days = Number(period);
  const rule = policies.cancellation_rule?.rule ?? null;
  return rows([
    ['Check-in', timeWindow(policies.check_in_flexible, policies.check_in_from, policies.check_in_to)],
    ['Check-out', timeWindow(policies.check_out_flexible, policies.check_out_from, policies.check_out_to)],
    ['Check-in Instructions', policies.check_in_instructions?.type ?? null],
    ['Check-out Instructions', policies.check_out_instructions?.type ?? null],
    ['Cancellation Period', !present(period) ? null : Number.isFinite(days) ? `${days} ${days === 1 ? 'day' : 'days'}` : String(period)],
    ['Cancellation Rule', rule],
    ['Cancellation Fee', rule === FIXED_FEE_RULE ? formatPounds(policies.cancellation_fee) || null : null],
  ]);
}

/**
 * The premises sections of the detail view in display order, each only when it has something to
 * show (spec 000 §2, 002 §2.3).
 */
export function premisesSections(advert: Advert): DetailSection[] {
  const sections: DetailSection[] = [
    { key: 'premises', title: 'Premises Details', rows: premisesRows(advert) },
    { key: 'status', title: 'Status', rows: statusRows(advert) },
    { key: 'investment', title: 'Investment', rows: investmentRows(advert) },
    { key: 'suite', title: 'Suite/Apartment Bedrooms', rows: suiteRows(advert) },
    { key: 'rooms', title: 'Rooms', rows: roomRows(advert) },
    { key: 'kitchen', title: 'Kitchen', rows: kitchenRows(advert) },
    { key: 'bathroom', title: 'Bathroom', rows: bathroomRows(advert) },
    { key: 'structural', title: 'Structural', rows: structuralRows(advert) },
    { key: 'additional', title: 'Additional Info', rows: additionalRows(advert) },
    { key: 'amenities', title: 'Services & Amenities', rows: amenityRows(advert) },
    { key: 'policies', title: 'Policies', rows: policyRows(advert) },
  ];
  return sections.filter((section) => section.rows.length > 0);
}

export interface DiscountLine {
  type: string;
  term: string;
  /** '10%' when the fee type is 1 (percentage), otherwise pounds. */
  fee: string;
}

export function discountLines(discounts: Discount[] | null | undefined): DiscountLine[] {
  return (discounts ?? []).map((discount) => ({
    type: discount.discount_type?.type ?? '',
    term: present(discount.discount_term) ? String(discount.discount_term) : '',
    fee: Number(discount.discount_fee_type) === 1 ? `${Number(discount.discount_fee)}%` : formatPounds(discount.discount_fee),
  }));
}

export function houseRules(advert: { rules: Array<{ rule: string }> }): string[] {
  return (advert.rules ?? []).map((rule) => rule.rule?.trim()).filter((rule): rule is string => Boolean(rule));
}
