import {
  RENT_TYPES,
  ROOM_AMENITY_SECTIONS,
  ROOM_BED_FIELDS,
  SUITE_SPACE_TYPE_ID,
  PRICE_TO_BE_DISCUSSED,
  formatPounds,
  rentPerMonth,
  type RentTypeId,
  type Room,
  type RoomBedField,
} from '@marketplace/shared';

/** One bookable room as the advert lists it, Booking.com's way: what it is, its beds, who fits, what it has, its price. */
export interface RoomListing {
  id: number;
  /** 'Double room', 'Whole place (Suite/Apartment)'. */
  name: string;
  /** 'Sleeps 2' for a stay, 'Up to 2 tenants' for a let; null when not stated. */
  guests: string | null;
  /** '1 double bed', '2 single beds'; a whole place lists its rooms ('2 double rooms'). */
  beds: string[];
  amenities: string[];
  /** '£95 per night'. */
  price: string;
  /** A weekly rent's monthly figure ('£1,083.33 pcm'): a UK let states its rent per month (law.md). */
  monthly: string | null;
  /** How many alike, when more than one: '3 available'. */
  available: string | null;
  /** 'Pets allowed', 'Smoking allowed', '10% off'. */
  notes: string[];
}

// Bed names in the singular, as a count reads them ('1 sofa bed', '2 sofa beds').
const BED_NAMES: Record<RoomBedField, [string, string]> = {
  single_beds: ['single bed', 'single beds'],
  double_beds: ['double bed', 'double beds'],
  queen_beds: ['queen bed', 'queen beds'],
  king_beds: ['king bed', 'king beds'],
  zip_and_link_beds: ['zip and link bed', 'zip and link beds'],
  water_beds: ['water bed', 'water beds'],
  sofa_beds: ['sofa bed', 'sofa beds'],
  bunk_beds: ['bunk bed', 'bunk beds'],
  toddler_beds: ['toddler bed', 'toddler beds'],
  cribs: ['cot', 'cots'],
  hammocks: ['hammock', 'hammocks'],
};

const ACRONYMS: Record<string, string> = { wc: 'WC', tv: 'TV', wifi: 'Wi-Fi' };

/** 'free_toiletries' reads 'Free toiletries'. */
const amenityName = (field: string) => ACRONYMS[field] ?? `${field.charAt(0).toUpperCase()}${field.slice(1).replace(/_/g, ' ')}`;

const counted = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

function beds(room: Room): string[] {
  const detail = room.property_room_detail ?? {};
  if (room.room_type_id === SUITE_SPACE_TYPE_ID && room.rooms?.length) {
    return room.rooms.map((r) =>
      counted(r.quantity, [`${r.property_room_type.type.toLowerCase()} room`, `${r.property_room_type.type.toLowerCase()} rooms`]),
    );
  }
  return ROOM_BED_FIELDS.flatMap((field) => {
    const n = Number(detail[field] ?? 0);
    return n > 0 ? [counted(n, BED_NAMES[field])] : [];
  });
}

/** A room of the advert as its listing reads; `shortTerm` says guests (a stay) or tenants (a let). */
export function roomListing(room: Room, shortTerm: boolean): RoomListing {
  const type = room.property_room_type?.type ?? '';
  const name = room.room_type_id === SUITE_SPACE_TYPE_ID ? 'Whole place (Suite/Apartment)' : type ? `${type} room` : 'Room';
  const detail = room.property_room_detail ?? {};
  const amenities = Object.values(ROOM_AMENITY_SECTIONS)
    .flat()
    .filter((field) => Boolean(detail[field]))
    .map(amenityName);
  const frequency = RENT_TYPES[room.property_rent_type_id as RentTypeId];
  const guests = room.guests && room.guests > 0 ? room.guests : null;
  const monthly = room.property_rent_type_id === 4 ? rentPerMonth(room.price, room.property_rent_type_id) : null;
  const quantity = room.quantity ?? 1;
  return {
    id: room.id,
    name,
    guests: guests === null ? null : shortTerm ? `Sleeps ${guests}` : `Up to ${guests} ${guests === 1 ? 'tenant' : 'tenants'}`,
    beds: beds(room),
    amenities,
    price:
      room.property_rent_type_id === 6
        ? PRICE_TO_BE_DISCUSSED
        : `${formatPounds(room.price)}${frequency && room.property_rent_type_id !== 1 ? ` per ${frequency.toLowerCase()}` : ''}`,
    monthly: monthly === null ? null : `${formatPounds(monthly, { decimals: 2 })} pcm`,
    available: quantity > 1 ? `${quantity} available` : null,
    notes: [
      ...(room.pet_friendly_room ? ['Pets allowed'] : []),
      ...(room.smoking_room ? ['Smoking allowed'] : ['No smoking']),
      ...(room.discount && room.discount_rate ? [`${room.discount_rate}% off`] : []),
    ],
  };
}
