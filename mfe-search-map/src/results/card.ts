import type { AdvertCard } from '@marketplace/shared';

export interface CardCount {
  key: 'beds' | 'living_rooms' | 'bathrooms' | 'downstairs_wc' | 'garden' | 'parking';
  label: string;
  value: number;
}

const num = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : Number(value) || 0);

/** Counts of beds, living rooms, bathrooms, downstairs WC, garden and parking; zero counts are left out. */
export function cardCounts(card: AdvertCard): CardCount[] {
  const d = (card.property_details ?? {}) as Record<string, unknown>;
  const beds =
    d.bedrooms !== undefined && d.bedrooms !== null ? num(d.bedrooms) : num(d.single_room) + num(d.double_room) + num(d.studio_room);
  const gardens = num(d.front_garden) + num(d.rear_garden) + num(d.garden_terrace) + num(d.garden);
  const parking = Math.max(num(d.parking_spaces), num(d.parking), 0) + num(d.garage) + num(d.driveway);
  const counts: CardCount[] = [
    { key: 'beds', label: 'Beds', value: beds },
    { key: 'living_rooms', label: 'Living Rooms', value: num(d.living_room) },
    { key: 'bathrooms', label: 'Bathrooms', value: num(d.bath_room) },
    { key: 'downstairs_wc', label: 'Downstairs WC', value: num(d.downstairs_wc) },
    { key: 'garden', label: 'Garden', value: gardens },
    { key: 'parking', label: 'Parking', value: parking },
  ];
  return counts.filter((count) => count.value > 0);
}

/** Freehold or Leasehold; lets and rents have no tenure. */
export function cardTenure(card: AdvertCard): 'Freehold' | 'Leasehold' | null {
  if (card.is_let || card.is_rent) return null;
  if (card.is_freehold === undefined || card.is_freehold === null) return null;
  return card.is_freehold ? 'Freehold' : 'Leasehold';
}

const FLAG_LABELS: Array<[keyof AdvertCard, string]> = [
  ['is_coming_soon', 'Coming Soon'],
  ['is_short_term', 'Short-Term Stay'],
  ['is_cash', 'Cash Only'],
  ['is_auction', 'Auction'],
  ['is_investment', 'Investment'],
  ['is_mixed_use', 'Mixed Use'],
  ['is_shared_ownership', 'Shared Ownership'],
  ['is_over_60s', 'Over 60s'],
  ['is_hmo', 'HMO'],
  ['is_furnished', 'Furnished'],
  ['is_tenanted', 'Tenanted'],
  ['is_pet_friendly', 'Pet Friendly'],
  ['is_dss_accepted', 'DSS Accepted'],
  ['is_accessible', 'Accessible'],
  ['events_allowed', 'Events Allowed'],
  ['is_holiday', 'Holiday'],
  ['is_seashore', 'Seashore'],
  ['is_waterfront', 'Waterfront'],
];

/** The advert's status flags, in a fixed order. */
export function cardFlags(card: AdvertCard): string[] {
  return FLAG_LABELS.filter(([key]) => Boolean(card[key])).map(([, label]) => label);
}

/** The address line of a card: the full address, else its parts. */
export function cardAddress(card: AdvertCard): string {
  const a = card.address;
  if (!a) return '';
  return a.full_address || [a.line_1, a.city, a.county, a.postcode].filter(Boolean).join(', ');
}
