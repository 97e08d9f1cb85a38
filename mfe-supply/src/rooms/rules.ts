import {
  COUNT_MAX,
  frequencyLabel,
  PRICE_MAX,
  RENT_TYPES,
  REQUIRED_MESSAGE,
  ROOM_AMENITY_SECTIONS,
  ROOM_BED_FIELDS,
  ROOM_DISCOUNT_RATE_MAX,
  ROOM_GUESTS_MAX,
  ROOM_QUANTITY_MAX,
  ROOM_RENT_TYPES,
  SPACE_TYPES,
  SUITE_SPACE_TYPE_ID,
  composeValidators,
  formatPounds,
  maxValue,
  minValue,
  required,
  type RentTypeId,
  type Room,
  type RoomDetail,
  type RoomForm,
  type SpaceTypeId,
} from '@marketplace/shared';

/** The Add Room dialog's rules (spec 002 §2.1, §4, §5), pure so the dialog and its tests agree. */

export const WHOLE_PLACE_HINT = 'Please assign at least one room in the premises';
export const SPACE_TYPE_PLACEHOLDER = 'Select space type';
export const INVALID_ROOM_MESSAGE = 'The room could not be added: some fields need your attention.';
export const SCROLL_UP_MESSAGE = 'Please scroll up to see error messages.';
/** Why a whole place has no Copy: an advert offers one whole place at most. */
export const ONE_WHOLE_PLACE = 'An advert offers one whole place, so it cannot be copied.';

export interface Option {
  value: number;
  label: string;
  disabled?: boolean;
}

/**
 * The spec gives two readings of the frequency ids: the form's options (2 Per Hour, 3 Per Night, 4 Per Week,
 * 5 Per Month) and a label map (1 hour, 2 night, 3 week, 4 month). We use the options' reading: it is the
 * one our property_rent_types catalogue holds (2 Hour ... 5 Month), so a saved room's id means the same
 * frequency to the search, the preview's price range and bookings; the label map would shift every room by one.
 */
export function frequencyOptions(isShortTerm: boolean): Option[] {
  return ROOM_RENT_TYPES[isShortTerm ? 'shortTerm' : 'longTerm'].map((id) => ({ value: id, label: frequencyLabel(id) }));
}

/** A room's frequency by its id: 'Night'. */
const rentTypeOf = (id: number): string | undefined => RENT_TYPES[id as RentTypeId];

export const guestsLabel = (isShortTerm: boolean) => (isShortTerm ? 'Max Guests' : 'Max Tenants');

export const spaceTypeLabel = (id: number) =>
  id === SUITE_SPACE_TYPE_ID ? 'Whole Place (Suite/Apartment)' : (SPACE_TYPES[id as SpaceTypeId] ?? '');

/** A whole place is not offered inside a single-room advert, and only once per advert. */
export function spaceTypeOptions({ isRoom, hasSuite }: { isRoom: boolean; hasSuite: boolean }): Option[] {
  return (Object.keys(SPACE_TYPES).map(Number) as SpaceTypeId[])
    .filter((id) => !(isRoom && id === SUITE_SPACE_TYPE_ID))
    .map((id) => ({ value: id, label: spaceTypeLabel(id), disabled: id === SUITE_SPACE_TYPE_ID && hasSuite }));
}

export const isWholePlace = (room: Pick<RoomForm, 'room_type_id'>) => room.room_type_id === SUITE_SPACE_TYPE_ID;

export function emptyRoom(isShortTerm: boolean): RoomForm {
  return {
    room_type_id: null,
    quantity: 1,
    guests: null,
    price: null,
    property_rent_type_id: isShortTerm ? 3 : 5,
    smoking_room: false,
    pet_friendly_room: false,
  };
}

/** The dialog opens pre-filled as a copy of a room it is given (a listed room to edit or copy), else empty with the defaults. */
export function initialRoom(isShortTerm: boolean, room?: RoomForm): RoomForm {
  return room ? { ...room } : emptyRoom(isShortTerm);
}

/** A listed room as its button reads: 'Double × 2 — £90 per Night'. */
export function roomName(room: RoomForm): string {
  const type = room.property_room_type?.type || (room.room_type_id ? spaceTypeLabel(room.room_type_id) : 'Room');
  const rent = room.property_rent_type?.type || (room.property_rent_type_id ? rentTypeOf(room.property_rent_type_id) : '');
  return `${type} × ${room.quantity} — ${formatPounds(room.price)}${rent ? ` per ${rent}` : ''}`;
}

/** A copy of a listed room to add as another: the same in every field but its id (and so a new room once saved). */
export function copyOfRoom(room: RoomForm): RoomForm {
  const { id: _id, is_existing_room: _existing, ...copy } = room;
  return copy;
}

const countOf = (room: Room, type: string) => Number(room.rooms?.find((r) => r.property_room_type.type === type)?.quantity ?? 0) || null;

/**
 * A saved room (property_rooms of the advert as read) as the form and the dialog hold it: its beds and
 * amenities, a whole place's single and double rooms (read back from its `rooms` list), and the labels of
 * its space type and frequency as a room just added carries them.
 */
export function roomFormOf(r: Room): RoomForm {
  const whole = r.room_type_id === SUITE_SPACE_TYPE_ID;
  const { id: _detailId, ...detail } = (r.property_room_detail ?? {}) as RoomDetail & { id?: number };
  return {
    ...detail,
    ...(whole ? { single_room: countOf(r, SPACE_TYPES[1]), double_room: countOf(r, SPACE_TYPES[2]) } : {}),
    id: r.id,
    room_type_id: r.room_type_id ?? null,
    quantity: r.quantity ?? 1,
    guests: r.guests ?? null,
    price: Number(r.price),
    property_rent_type_id: r.property_rent_type_id,
    smoking_room: Boolean(r.smoking_room),
    pet_friendly_room: Boolean(r.pet_friendly_room),
    discount: Boolean(r.discount),
    discount_rate: r.discount_rate === null || r.discount_rate === undefined ? null : Number(r.discount_rate),
    property_room_type: r.room_type_id ? { type: spaceTypeLabel(r.room_type_id) } : (r.property_room_type ?? null),
    property_rent_type: { type: rentTypeOf(r.property_rent_type_id) ?? r.property_rent_type?.type ?? '' },
  };
}

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '' && value !== 0 && value !== false;

type RoomErrors = Partial<Record<keyof RoomForm, string>>;

/** Every field's message, the way react-final-form takes a record-level validator. */
export function validateRoom(room: RoomForm): RoomErrors {
  const errors: RoomErrors = {};
  const put = (field: keyof RoomForm, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  put('room_type_id', required(room.room_type_id));
  put('price', composeValidators(required, minValue(1), maxValue(PRICE_MAX))(room.price));
  put('property_rent_type_id', required(room.property_rent_type_id));
  put('guests', composeValidators(required, minValue(1), maxValue(ROOM_GUESTS_MAX))(room.guests));
  put('quantity', composeValidators(required, minValue(1), maxValue(ROOM_QUANTITY_MAX))(room.quantity));
  if (room.discount) put('discount_rate', composeValidators(required, minValue(1), maxValue(ROOM_DISCOUNT_RATE_MAX))(room.discount_rate));
  // Each count is asked for only while all of its group are empty; a filled one must be 1 to 9999.
  const counts: ReadonlyArray<keyof RoomForm> = isWholePlace(room) ? ['single_room', 'double_room'] : ROOM_BED_FIELDS;
  const noneSet = !counts.some((field) => isSet(room[field]));
  for (const field of counts) {
    put(field, noneSet ? REQUIRED_MESSAGE : composeValidators(minValue(1), maxValue(COUNT_MAX))(room[field] === 0 ? null : room[field]));
  }
  return errors;
}

/**
 * The form as `room:added` carries it: labels of the chosen space type and frequency, and only the counts
 * its kind asks for. A room that was already a whole place (or already not one) keeps the counts it came
 * with that the dialog does not show (a saved whole place's sofa beds): only a change of kind drops them.
 */
export function roomToAdd(room: RoomForm, before?: RoomForm): RoomForm {
  const whole = isWholePlace(room);
  const kept: RoomForm = { ...room };
  // A rate is kept only while the room's discount is on.
  if (!room.discount) delete kept.discount_rate;
  const sameKind = before !== undefined && isWholePlace(before) === whole;
  if (whole && !sameKind) for (const bed of ROOM_BED_FIELDS) delete kept[bed];
  if (!whole) {
    delete kept.single_room;
    delete kept.double_room;
  }
  return {
    ...kept,
    property_room_type: room.room_type_id === null ? null : { type: spaceTypeLabel(room.room_type_id) },
    property_rent_type: room.property_rent_type_id === null ? null : { type: rentTypeOf(room.property_rent_type_id) ?? '' },
  };
}

/** The viewer's and the dialog's amenity sections, in the spec's words. */
export const AMENITY_SECTION_TITLES: Record<keyof typeof ROOM_AMENITY_SECTIONS, string> = {
  Kitchen: 'Kitchen Like Extras',
  Bathroom: 'En-suite & Extras',
  Practical: 'Practical',
  Security: 'Security',
  Accessibility: 'Accessibility',
  View: 'View',
};
export const AMENITY_SECTION_ORDER = ['Kitchen', 'Bathroom', 'Practical', 'Security', 'Accessibility', 'View'] as const;

/** 'zip_and_link_beds' reads 'Zip and link beds'; 'wc' reads 'WC'. */
export function fieldLabel(field: string): string {
  if (field === 'wc') return 'WC';
  if (field === 'tv') return 'TV';
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A room read from the server keeps its beds and amenities in property_room_detail; a just-added one holds them itself. */
const isSavedRoom = (room: Room | RoomForm): room is Room => 'property_room_detail' in room || 'rooms' in room;

export interface ViewerSection {
  title: string;
  items: string[];
}

/**
 * What the room details viewer shows of a room: only sections with a value set. A whole place lists its
 * rooms with their type (from the saved room's `rooms`, or a just-added room's single and double counts).
 */
export function roomSections(room: Room | RoomForm): ViewerSection[] {
  const detail: RoomDetail = isSavedRoom(room) ? (room.property_room_detail ?? {}) : room;
  const sections: ViewerSection[] = [];
  if (room.room_type_id === SUITE_SPACE_TYPE_ID) {
    const listed = isSavedRoom(room) && room.rooms?.length ? room.rooms.map((r) => `${r.property_room_type.type}: ${r.quantity}`) : [];
    const counted = [
      ['Single', detail.single_room],
      ['Double', detail.double_room],
    ].flatMap(([type, n]) => (typeof n === 'number' && n > 0 ? [`${type}: ${n}`] : []));
    const items = listed.length ? listed : counted;
    if (items.length) sections.push({ title: 'Rooms', items });
  }
  const beds = ROOM_BED_FIELDS.flatMap((bed) => {
    const n = detail[bed];
    return typeof n === 'number' && n > 0 ? [`${fieldLabel(bed)}: ${n}`] : [];
  });
  if (beds.length) sections.push({ title: 'Beds', items: beds });
  for (const key of AMENITY_SECTION_ORDER) {
    const items = ROOM_AMENITY_SECTIONS[key].filter((field) => Boolean(detail[field])).map(fieldLabel);
    if (items.length) sections.push({ title: AMENITY_SECTION_TITLES[key], items });
  }
  return sections;
}
