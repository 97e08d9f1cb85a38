import type { Flag, TypeRef } from './common';
import type { RentTypeId } from './advert';

/** Space types of the add-room dialog; 8 is a whole place (Suite/Apartment). */
export const SPACE_TYPES = {
  1: 'Single',
  2: 'Double',
  3: 'Twin',
  4: 'Twin/Double',
  5: 'Triple',
  6: 'Quadruple',
  7: 'Family',
  8: 'Suite/Apartment',
} as const;
export type SpaceTypeId = keyof typeof SPACE_TYPES;
export const SUITE_SPACE_TYPE_ID = 8;

/** A room's limits: guests, how many alike, and its own discount in percent. */
export const ROOM_GUESTS_MAX = 999;
export const ROOM_QUANTITY_MAX = 999;
export const ROOM_DISCOUNT_RATE_MAX = 100;

/** The frequencies a room is priced by: per hour or per night for a short stay, per week or per month otherwise. */
export const ROOM_RENT_TYPES = { shortTerm: [2, 3], longTerm: [4, 5] } as const satisfies Record<string, readonly RentTypeId[]>;

export const ROOM_BED_FIELDS = [
  'single_beds',
  'double_beds',
  'queen_beds',
  'king_beds',
  'zip_and_link_beds',
  'water_beds',
  'sofa_beds',
  'bunk_beds',
  'toddler_beds',
  'cribs',
  'hammocks',
] as const;
export type RoomBedField = (typeof ROOM_BED_FIELDS)[number];

/** Room amenities by the dialog's sections (002 3.1). */
export const ROOM_AMENITY_SECTIONS = {
  Security: ['private_locked_room'],
  Kitchen: ['fridge', 'freezer', 'microwave', 'kettle', 'coffee', 'toaster'],
  Bathroom: ['sink', 'shower', 'bath', 'wc', 'free_toiletries', 'towels'],
  Practical: [
    'wifi',
    'tv',
    'work_desk',
    'air_conditioning',
    'fan',
    'heating',
    'mosquito_net',
    'board_games',
    'digital_games',
    'radio',
    'iron',
    'hairdryer',
    'slippers',
    'hangers',
  ],
  View: [
    'balcony',
    'bay_view',
    'beach_view',
    'canal_view',
    'city_view',
    'courtyard_view',
    'desert_view',
    'garden_view',
    'sports_view',
    'harbour_view',
    'marina_view',
    'landmark_view',
    'mountain_view',
    'sea_view',
    'ocean_view',
    'pool_view',
    'resort_view',
    'park_view',
    'lake_view',
    'river_view',
    'valley_view',
  ],
  Accessibility: ['wheelchair_accessible', 'ground_floor', 'elevator'],
} as const;
export type RoomAmenityField = (typeof ROOM_AMENITY_SECTIONS)[keyof typeof ROOM_AMENITY_SECTIONS][number];

/** Beds and amenities of one room; the whole place counts single and double rooms instead of beds. */
export type RoomDetail = { [K in RoomBedField]?: number | null } & { [K in RoomAmenityField]?: Flag | null } & {
  single_room?: number | null;
  double_room?: number | null;
};

/** The add-room form (002 3.1); it travels in `room:added` and is saved with the advert. */
export type RoomForm = RoomDetail & {
  id?: number;
  is_existing_room?: Flag;
  room_type_id: number | null;
  quantity: number;
  guests: number | null;
  price: number | null;
  property_rent_type_id: number | null;
  discount?: Flag | null;
  discount_rate?: number | null;
  smoking_room: Flag;
  pet_friendly_room: Flag;
  /** Label of the chosen space type. */
  property_room_type?: { type: string } | null;
  /** Label of the chosen payment frequency. */
  property_rent_type?: { type: string } | null;
};

/** A room of an advert as read (property_rooms). */
export interface Room {
  id: number;
  price: number;
  property_rent_type_id: number;
  property_rent_type?: TypeRef | null;
  quantity?: number;
  guests?: number | null;
  room_type_id?: number | null;
  property_room_type?: { id?: number; type: string } | null;
  smoking_room?: Flag;
  pet_friendly_room?: Flag;
  discount?: Flag | null;
  discount_rate?: number | null;
  /** A whole place (space type 8) lists its single and double rooms; other rooms send an empty list. */
  rooms?: Array<{ property_room_type: { type: string }; quantity: number }>;
  property_room_detail?: RoomDetail | null;
}
