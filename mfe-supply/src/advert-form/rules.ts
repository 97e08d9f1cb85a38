import {
  ADVERT_SWITCHES,
  MATERIAL_FIELDS,
  MATERIAL_FIELD_NAMES,
  materialFieldsFor,
  materialStepOf,
  publishProblems,
  type MaterialAdvert,
  type MaterialField,
  type Nation,
  CANCELLATION_RULE_IDS,
  PRICE_MAX,
  REQUIRED_MESSAGE,
  ROOM_CATEGORY_ID,
  STUDIO_FLAT_TYPE_DETAIL_ID,
  SUITE_SPACE_TYPE_ID,
  composeValidators,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  PROPERTY_DETAIL_FLAGS,
  INVESTMENT_FIELDS,
  SEARCH_FILTER_FIELDS,
  advertHasField,
  advertSwitchLabel,
  advertSwitchesFor,
  type Advert,
  type AdvertKind as AdvertPurpose,
  type AdvertSwitch,
  type InvestmentPropertyDetails,
  type RoomForm,
  type SearchFilterKey,
} from '@marketplace/shared';
import {
  addressBody,
  addressValues,
  contactAddressBody,
  contactAddressErrors,
  contactAddressValues,
  emptyAddress,
  validateAddress,
  type AddressValues,
  type ContactAddressValues,
} from '../address/rules';
import { frequencyOptions, roomFormOf } from '../rooms/rules';
import { contactItemsBody, contactValues, emptyContact, type ContactValues } from '../contact/rules';
import { fieldVisibility, type FieldVisibility } from './visibility';

/** The advert form's rules: which steps and fields an ad type shows, each step's checks, the body it sends. */

export type AdKind = AdvertPurpose;
export const AD_KINDS: ReadonlyArray<{ value: AdKind; label: string }> = [
  { value: 'sale', label: 'For Sale' },
  { value: 'let', label: 'To Let' },
  { value: 'buy', label: 'To Buy (wanted)' },
  { value: 'rent', label: 'To Rent (wanted)' },
];

export type StepId = 'what' | 'where' | 'price' | 'rooms' | 'details' | 'material' | 'policies' | 'photos' | 'contact' | 'preview';
export const STEP_TITLES: Record<StepId, string> = {
  what: 'What',
  where: 'Where',
  price: 'Price and dates',
  rooms: 'Rooms',
  details: 'Details and amenities',
  material: 'Material information',
  policies: 'Policies and discounts',
  photos: 'Photos and floorplans',
  contact: 'Contact',
  preview: 'Save and publish',
};

export const TITLE_MAX = 255;
export const INVALID_FORM_MESSAGE = 'The advert could not be saved: some fields need your attention.';

/** The three discounts of a short stay (discount_types 1 Term, 2 Last Minute, 3 Number of Guests; 002 3.6). */
export const DISCOUNT_KINDS = [
  { key: 'term', typeId: 1, label: 'Term' },
  { key: 'last_minute', typeId: 2, label: 'Last Minute' },
  { key: 'no_of_guests', typeId: 3, label: 'Number of Guests' },
] as const;
export type DiscountKey = (typeof DISCOUNT_KINDS)[number]['key'];
export interface DiscountValues {
  on: boolean;
  term: number | null;
  fee: number | null;
  /** 1 percent, 2 pounds. */
  fee_type: 1 | 2;
}
export const DISCOUNT_FEE_TYPES = [
  { value: 1, label: 'Percent' },
  { value: 2, label: 'Pounds' },
] as const;

/** The yes/no property_details the form lists; parking's paid flag and fee follow parking itself. */
export const DETAIL_FLAGS = PROPERTY_DETAIL_FLAGS.filter((f) => f !== 'parking_paid');

/**
 * Contact items the owner's adverts show, by user_settings id less one (1 company, 2 address, 3 mobile,
 * 4 landline, 5 email): a list, because final-form reads a numeric key in a field name as a list index.
 */
export type VisibilitySettings = boolean[];

export interface AdvertFormValues extends AddressValues, ContactValues, ContactAddressValues {
  ad_kind: AdKind | null;
  is_short_term: boolean;
  is_room: boolean;
  property_category_id: number | null;
  property_type_id: number | null;
  property_type_details_id: number | null;
  property_title: string;
  property_description: string;
  price: number | null;
  property_rent_type_id: number | null;
  date_start: string;
  date_end: string;
  tenants_guests: number | null;
  property_square_meter: number | null;
  /** The UK nation the advert's address is in (from the gazetteer when it is placed): its law applies. */
  nation: Nation | null;
  /** Material information, the EPC, rates and licences (shared's MATERIAL_FIELDS), by field. */
  material: MaterialValues;
  flags: Record<string, boolean>;
  details: Record<string, number | boolean | null>;
  pet_friendly_fee: number | null;
  investment: Partial<InvestmentPropertyDetails>;
  rooms: RoomForm[];
  check_in_flexible: boolean;
  check_in_from: string;
  check_in_to: string;
  check_out_flexible: boolean;
  check_out_from: string;
  check_out_to: string;
  check_in_instructions_id: number | null;
  check_out_instructions_id: number | null;
  cancellation_period: number | null;
  cancellation_rule_id: number | null;
  cancellation_fee: number | null;
  cancellation_late_rule_id: number | null;
  discounts: Record<DiscountKey, DiscountValues>;
  rules: string;
  /** Saved to the owner's settings, which every advert of theirs follows. */
  settings: VisibilitySettings | null;
}

const noDiscount = (): DiscountValues => ({ on: false, term: null, fee: null, fee_type: 1 });

export const emptyAdvert = (): AdvertFormValues => ({
  ad_kind: null,
  is_short_term: false,
  is_room: false,
  property_category_id: null,
  property_type_id: null,
  property_type_details_id: null,
  property_title: '',
  property_description: '',
  ...emptyAddress(),
  price: null,
  property_rent_type_id: null,
  date_start: '',
  date_end: '',
  tenants_guests: null,
  property_square_meter: null,
  nation: null,
  material: {},
  flags: {},
  details: {},
  pet_friendly_fee: null,
  investment: {},
  rooms: [],
  check_in_flexible: false,
  check_in_from: '',
  check_in_to: '',
  check_out_flexible: false,
  check_out_from: '',
  check_out_to: '',
  check_in_instructions_id: null,
  check_out_instructions_id: null,
  cancellation_period: null,
  cancellation_rule_id: null,
  cancellation_fee: null,
  cancellation_late_rule_id: null,
  discounts: { term: noDiscount(), last_minute: noDiscount(), no_of_guests: noDiscount() },
  rules: '',
  ...emptyContact(),
  contact_same_address: false,
  contact_address: emptyAddress(),
  settings: null,
});

/** Rent frequency belongs to lettings, offered or wanted. */
export const showsLettingFields = (kind: AdKind | null) => kind === 'let' || kind === 'rent';

/** An advert's own rent frequency: a room's (per hour or night for short stays, per week or month otherwise), or 'To Be Discussed' for a longer let. */
export const advertFrequencyOptions = (isShortTerm: boolean) =>
  isShortTerm ? frequencyOptions(true) : [...frequencyOptions(false), { value: 6, label: 'To Be Discussed' }];

/** What the material information rules read of the form (shared's rules/materialInformation). */
type MaterialOf = Pick<
  AdvertFormValues,
  'ad_kind' | 'is_short_term' | 'property_category_id' | 'nation' | 'flags' | 'price' | 'property_rent_type_id' | 'material' | 'rooms'
>;
export type MaterialValues = Partial<Record<MaterialField, string | number | null>>;

export const materialAdvertOf = (v: MaterialOf): MaterialAdvert => ({
  kind: v.ad_kind,
  isShortTerm: v.is_short_term,
  categoryId: v.property_category_id,
  nation: v.nation,
  isSharedOwnership: Boolean(v.flags.is_shared_ownership),
  price: v.price,
  rentTypeId: v.property_rent_type_id,
  values: v.material as MaterialAdvert['values'],
  // A let by its rooms lets each on its own tenancy at the room's rent (shared's letTenancies).
  rooms: v.rooms.map((room) => ({ price: room.price, rentTypeId: room.property_rent_type_id })),
});

/** The material information fields the advert states on a step, in the declaration's order. */
export const materialFieldsOnStep = (v: MaterialOf, step: 'price' | 'material') =>
  materialFieldsFor(materialAdvertOf(v)).filter(({ key }) => materialStepOf(key) === step);

/** What a long let's Rooms step (and its Part A, once it has rooms) says of a let by its rooms. */
export const LET_BY_ROOMS_NOTE =
  "Each room you add is let on its own tenancy at the rent you give it (Renters' Rights Act 2025): the advert states each room's rent, search finds the cheapest, and the deposits are capped by the cheapest room's rent.";

/** The material fields sent: each field its advert states, the rest cleared (null). */
function materialBody(v: AdvertFormValues): Record<MaterialField, string | number | null> {
  const stated = new Set(materialFieldsFor(materialAdvertOf(v)).map(({ key }) => key));
  return Object.fromEntries(
    MATERIAL_FIELD_NAMES.map((key) => {
      const value = v.material[key];
      return [key, stated.has(key) && value !== undefined && value !== '' ? value : null];
    }),
  ) as Record<MaterialField, string | number | null>;
}

/** Why the advert may not be published yet, by form field (Part A, the caps, the Renters' Rights Act): the API refuses the same. */
export function publishErrors(v: AdvertFormValues): StepErrors {
  const problems = publishProblems(materialAdvertOf(v));
  return Object.fromEntries(
    Object.entries(problems).map(([key, message]) => [
      key in MATERIAL_FIELDS ? `material.${key}` : key.startsWith('is_') ? `flags.${key}` : key,
      message,
    ]),
  );
}

/** The steps an advert of this kind walks through: rooms only for lets, policies only for short stays (their groups in visibility.ts). */
export function stepsFor(values: MaterialOf): StepId[] {
  const shown = fieldVisibility(values.ad_kind, values.is_short_term);
  const steps: StepId[] = ['what', 'where', 'price'];
  if (shown.rooms) steps.push('rooms');
  steps.push('details');
  if (materialFieldsOnStep(values, 'material').length) steps.push('material');
  if (shown.policies) steps.push('policies');
  steps.push('photos', 'contact', 'preview');
  return steps;
}

/** A switch's words (shared's ADVERT_OWN_FLAGS and SEARCH_FILTER_FIELDS). */
export const flagLabel = (flag: AdvertSwitch, kind?: AdKind | null): string => advertSwitchLabel(flag, kind);

/**
 * The advert's own switches its ad type shows, in the order the form lists them (shared's advert fields);
 * who may book instantly comes right after Instant Book, whose condition it is.
 */
export function flagsFor(kind: AdKind | null, isShortTerm = false): AdvertSwitch[] {
  const switches = advertSwitchesFor({ kind, isShortTerm }).filter((flag) => flag !== 'instant_book_trusted_only');
  const at = switches.indexOf('is_instant_book');
  return at === -1 ? switches : [...switches.slice(0, at + 1), 'instant_book_trusted_only', ...switches.slice(at + 1)];
}

export type StepErrors = Partial<Record<string, string>>;

/** Homes and rooms let short-term are let by their rooms (a studio flat counts as long-term); a barn or a campsite is let whole. */
const ROOMED_CATEGORIES = [1, 5, ROOM_CATEGORY_ID];
const letByItsRooms = (v: AdvertFormValues) =>
  v.ad_kind === 'let' &&
  v.is_short_term &&
  v.property_type_details_id !== STUDIO_FLAT_TYPE_DETAIL_ID &&
  ROOMED_CATEGORIES.includes(v.property_category_id ?? 0);

/** The adverts show the contact's address (user_settings id 2): then the contact needs one. */
export const showsContactAddress = (v: Pick<AdvertFormValues, 'settings'>) => v.settings?.[1] === true;

/** The messages of one step (the generic messages of spec 002 §5). */
export function validateStep(step: StepId, v: AdvertFormValues): StepErrors {
  const errors: StepErrors = {};
  const put = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  if (step === 'what') {
    put('ad_kind', required(v.ad_kind));
    put('property_category_id', required(v.property_category_id));
    put('property_title', composeValidators(required, minLength(3), maxLength(TITLE_MAX))(v.property_title));
  }
  if (step === 'where') Object.assign(errors, validateAddress(v));
  if (step === 'contact') Object.assign(errors, contactAddressErrors(v, showsContactAddress(v)));
  if (step === 'price') {
    put('price', composeValidators(required, minValue(0), maxValue(PRICE_MAX))(v.price === 0 ? '0' : v.price));
    if (showsLettingFields(v.ad_kind)) put('property_rent_type_id', required(v.property_rent_type_id));
    if (v.date_start && v.date_end && v.date_end < v.date_start) errors.date_end = 'The end date must be on or after the start date';
  }
  if (step === 'rooms' && v.rooms.length === 0 && letByItsRooms(v)) errors.rooms = REQUIRED_MESSAGE;
  if (step === 'policies') {
    if (v.cancellation_rule_id === CANCELLATION_RULE_IDS.fixedFee) {
      put('cancellation_fee', composeValidators(required, minValue(0.01), maxValue(PRICE_MAX))(v.cancellation_fee));
    }
    if (!v.check_in_flexible && v.check_in_from && v.check_in_to && v.check_in_to < v.check_in_from)
      errors.check_in_to = 'The check-in window must end after it starts';
    if (!v.check_out_flexible && v.check_out_from && v.check_out_to && v.check_out_to < v.check_out_from)
      errors.check_out_to = 'The check-out window must end after it starts';
    for (const { key } of DISCOUNT_KINDS) {
      const d = v.discounts[key];
      if (!d.on) continue;
      put(`discounts.${key}.term`, composeValidators(required, minValue(1), maxValue(999))(d.term));
      put(`discounts.${key}.fee`, composeValidators(required, minValue(0.01), maxValue(d.fee_type === 1 ? 100 : PRICE_MAX))(d.fee));
    }
  }
  return errors;
}

export const hasSuite = (rooms: RoomForm[]) => rooms.some((r) => r.room_type_id === SUITE_SPACE_TYPE_ID);

const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : '');

/**
 * The form's values for an advert being edited: every field the form has, so that saving it sends back
 * what the owner did not touch. (The parts the form has no fields for are not sent, and the API keeps them.)
 */
export function valuesFromAdvert(a: Advert): AdvertFormValues {
  const kind: AdKind | null = a.is_sale ? 'sale' : a.is_let ? 'let' : a.is_buy ? 'buy' : a.is_rent ? 'rent' : null;
  const flagged = a as unknown as Record<string, unknown>;
  return {
    ...emptyAdvert(),
    ad_kind: kind,
    is_short_term: Boolean(a.is_short_term),
    is_room: Boolean(a.is_room),
    property_category_id: a.property_category_id ?? null,
    property_type_id: a.property_type_id ?? a.property_type?.id ?? null,
    property_type_details_id: a.property_type_details_id ?? a.property_type_details?.id ?? null,
    property_title: a.property_title ?? '',
    property_description: a.property_description ?? '',
    price: a.price === null ? null : Number(a.price),
    property_rent_type_id: a.property_rent_type_id ?? a.property_rent_type?.id ?? null,
    date_start: a.date_start ?? '',
    date_end: a.date_end ?? '',
    tenants_guests: a.tenants_guests ?? null,
    property_square_meter: a.property_square_meter ?? null,
    nation: a.nation ?? null,
    material: Object.fromEntries(MATERIAL_FIELD_NAMES.map((key) => [key, a[key] ?? null])),
    flags: Object.fromEntries(ADVERT_SWITCHES.map((flag) => [flag, Boolean(flagged[flag])])),
    pet_friendly_fee: a.pet_friendly_fee === null || a.pet_friendly_fee === undefined ? null : Number(a.pet_friendly_fee),
    investment: Object.fromEntries(
      INVESTMENT_FIELDS.map((f) => {
        const figure = a.investment_property_details?.[f];
        return [f, figure === null || figure === undefined ? null : Number(figure)];
      }),
    ),
    discounts: Object.fromEntries(
      DISCOUNT_KINDS.map(({ key, typeId, label }) => {
        const found = (a.discounts ?? []).find((d) => d.discount_type_id === typeId || d.discount_type?.type === label);
        return [
          key,
          found
            ? {
                on: true,
                term: Number(found.discount_term),
                fee: Number(found.discount_fee),
                fee_type: found.discount_fee_type === 1 ? 1 : 2,
              }
            : noDiscount(),
        ];
      }),
    ) as AdvertFormValues['discounts'],
    details: Object.fromEntries(
      Object.entries(a.property_details ?? {}).filter(([key, value]) => key !== 'id' && key !== 'property_id' && value !== undefined),
    ),
    ...addressValues(a.address),
    rooms: (a.property_rooms ?? []).map(roomFormOf),
    check_in_flexible: Boolean(a.check_in_flexible),
    check_in_from: hhmm(a.check_in_from),
    check_in_to: hhmm(a.check_in_to),
    check_out_flexible: Boolean(a.check_out_flexible),
    check_out_from: hhmm(a.check_out_from),
    check_out_to: hhmm(a.check_out_to),
    check_in_instructions_id: a.check_in_instructions?.id ?? null,
    check_out_instructions_id: a.check_out_instructions?.id ?? null,
    cancellation_period: a.cancellation_period === null || a.cancellation_period === undefined ? null : Number(a.cancellation_period),
    cancellation_rule_id: a.cancellation_rule?.id ?? null,
    cancellation_fee: a.cancellation_fee === null || a.cancellation_fee === undefined ? null : Number(a.cancellation_fee),
    cancellation_late_rule_id: a.cancellation_late_rule_id ?? null,
    rules: (a.rules ?? []).map((r) => r.rule).join('\n'),
    ...contactValues(a.contact),
    ...contactAddressValues(a.contact?.address, a.address?.id),
  };
}

/** A flexible window sends no times; a cancellation fee goes with the 'Fixed Fee Charged' rule only. */
function policiesBody(v: AdvertFormValues) {
  return {
    check_in_flexible: v.check_in_flexible,
    check_in_from: v.check_in_flexible ? null : v.check_in_from || null,
    check_in_to: v.check_in_flexible ? null : v.check_in_to || null,
    check_out_flexible: v.check_out_flexible,
    check_out_from: v.check_out_flexible ? null : v.check_out_from || null,
    check_out_to: v.check_out_flexible ? null : v.check_out_to || null,
    check_in_instructions_id: v.check_in_instructions_id,
    check_out_instructions_id: v.check_out_instructions_id,
    cancellation_period: v.cancellation_period,
    cancellation_rule_id: v.cancellation_rule_id,
    cancellation_fee: v.cancellation_rule_id === CANCELLATION_RULE_IDS.fixedFee ? v.cancellation_fee : null,
    cancellation_late_rule_id: v.cancellation_late_rule_id,
  };
}

/** What decides which fields the form shows: the ad type, and a let's or a rent's term. */
export type AdvertKind = Pick<AdvertFormValues, 'ad_kind' | 'is_short_term'>;

/**
 * The body of POST/PUT api/user/adverts (shared/src/schemas/supply.ts). An advert saved with the ad type it
 * was `loaded` with sends back every value it holds, shown or not, so a save changes only what the person
 * changed; a new advert, or one whose ad type the person changed, leaves out what its ad type does not show.
 */
export function toAdvertBody(v: AdvertFormValues, loaded?: AdvertKind) {
  const kind = v.ad_kind;
  const kept = loaded !== undefined && loaded.ad_kind !== null && loaded.ad_kind === kind && loaded.is_short_term === v.is_short_term;
  const letting = kept || showsLettingFields(kind);
  const visible = fieldVisibility(kind, v.is_short_term);
  const shown = Object.fromEntries(Object.entries(visible).map(([part, on]) => [part, kept || on])) as unknown as FieldVisibility;
  // Only the switches of its ad type: the API refuses one that does not belong to it.
  const flags: Partial<Record<AdvertSwitch, boolean>> = Object.fromEntries(
    flagsFor(kind, v.is_short_term).map((f) => [f, Boolean(v.flags[f])]),
  );
  const investing = shown.saleStatus && Boolean(v.flags.is_investment);
  return {
    is_sale: kind === 'sale',
    is_let: kind === 'let',
    is_buy: kind === 'buy',
    is_rent: kind === 'rent',
    is_short_term: letting && v.is_short_term,
    is_room: letting && v.is_room,
    ...flags,
    property_category_id: v.property_category_id,
    property_type_id: v.property_type_id,
    property_type_details_id: v.property_type_details_id,
    property_title: v.property_title,
    property_description: v.property_description,
    price: v.price,
    property_rent_type_id: letting ? v.property_rent_type_id : null,
    date_start: shown.dates ? v.date_start || null : null,
    date_end: shown.dates ? v.date_end || null : null,
    tenants_guests: shown.guests ? v.tenants_guests : null,
    pet_friendly_fee: flags.is_pet_friendly && flags.pet_friendly_paid ? v.pet_friendly_fee : null,
    property_square_meter: v.property_square_meter,
    // The material information its advert states (shared's rules); what does not apply is cleared.
    ...materialBody(v),
    address: addressBody(v),
    contact: {
      ...contactItemsBody(v),
      ...contactAddressBody(v, showsContactAddress(v)),
    },
    // A detail that is another kind of advert's filter (breakfast on a sale) is not sent: the API refuses it.
    details: Object.fromEntries(
      Object.entries(v.details).filter(
        ([key]) => !(key in SEARCH_FILTER_FIELDS) || advertHasField(key as SearchFilterKey, { kind, isShortTerm: v.is_short_term }),
      ),
    ),
    investment: investing ? v.investment : undefined,
    rooms: shown.rooms
      ? v.rooms.map(({ property_room_type: _type, property_rent_type: _rent, is_existing_room: _existing, ...room }) => room)
      : [],
    policies: kind === 'let' && v.is_short_term ? policiesBody(v) : undefined,
    discounts: shown.policies
      ? DISCOUNT_KINDS.filter(({ key }) => v.discounts[key].on).map(({ key, typeId }) => ({
          discount_type_id: typeId,
          discount_term: v.discounts[key].term,
          discount_fee: v.discounts[key].fee,
          discount_fee_type: v.discounts[key].fee_type,
        }))
      : [],
    rules: v.rules
      .split('\n')
      .map((r) => r.trim())
      .filter(Boolean),
  };
}
