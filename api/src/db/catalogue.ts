/**
 * The fixed catalogue (spec 002 §3.10, 000 §9). Ids are part of the contract with the front end, so
 * this list is append-only: migration 0002 loads it, and the search maps its form keys through it.
 */

export const PROPERTY_CATEGORIES = [
  { id: 1, type: 'Residential' },
  { id: 2, type: 'Commercial' },
  { id: 3, type: 'Industrial' },
  { id: 4, type: 'Land' },
  { id: 5, type: 'Luxury' },
  { id: 6, type: 'Special Use' },
  { id: 7, type: 'Room' },
] as const;

/** `key` is the search form's flag for the type when the type is itself a child of a group (land, luxury, special use). */
export const PROPERTY_TYPES: ReadonlyArray<{ id: number; categoryId: number; type: string; key: string }> = [
  { id: 1, categoryId: 1, type: 'House', key: 'houses' },
  { id: 2, categoryId: 1, type: 'Flat', key: 'flats' },
  { id: 3, categoryId: 2, type: 'Office', key: 'offices' },
  { id: 4, categoryId: 2, type: 'Retail', key: 'retail' },
  { id: 5, categoryId: 2, type: 'Leisure', key: 'leisure' },
  { id: 6, categoryId: 2, type: 'Healthcare', key: 'healthcare' },
  { id: 7, categoryId: 2, type: 'Garage/Parking', key: 'garage_parking' },
  { id: 8, categoryId: 2, type: 'Multifamily', key: 'multifamily' },
  { id: 9, categoryId: 3, type: 'Warehouse', key: 'warehouses' },
  { id: 10, categoryId: 3, type: 'Factory', key: 'factories' },
  { id: 11, categoryId: 3, type: 'Power Plants', key: 'power_plants' },
  { id: 12, categoryId: 4, type: 'Greenfield', key: 'greenfield' },
  { id: 13, categoryId: 4, type: 'Brownfield', key: 'brownfield' },
  { id: 14, categoryId: 5, type: 'Mansion', key: 'mansion' },
  { id: 15, categoryId: 5, type: 'Villa', key: 'villa' },
  { id: 16, categoryId: 6, type: 'Church', key: 'church' },
  { id: 17, categoryId: 6, type: 'Cemetery', key: 'cemetery' },
  { id: 18, categoryId: 6, type: 'Park', key: 'park' },
  { id: 19, categoryId: 6, type: 'School', key: 'school' },
  { id: 20, categoryId: 6, type: 'Barn', key: 'barn' },
  { id: 21, categoryId: 6, type: 'Campsite', key: 'campsite' },
];

/** `key` is the search form's child flag (spec 000 §3 property type groups). Studio Flat must stay id 8. */
export const PROPERTY_TYPE_DETAILS: ReadonlyArray<{ id: number; typeId: number; detail: string; key: string }> = [
  { id: 1, typeId: 1, detail: 'Detached', key: 'detached_house' },
  { id: 2, typeId: 1, detail: 'Semi-Detached', key: 'semi_detached_house' },
  { id: 3, typeId: 1, detail: 'Mid-Terraced', key: 'mid_terraced' },
  { id: 4, typeId: 1, detail: 'End-Terraced', key: 'end_terraced' },
  { id: 5, typeId: 1, detail: 'Detached Bungalow', key: 'detached_bungalow' },
  { id: 6, typeId: 1, detail: 'Semi-Detached Bungalow', key: 'semi_detached_bungalow' },
  { id: 7, typeId: 1, detail: 'Cottage', key: 'cottage' },
  { id: 8, typeId: 2, detail: 'Studio Flat', key: 'studio' },
  { id: 9, typeId: 2, detail: 'Flat', key: 'flat' },
  { id: 10, typeId: 2, detail: 'Maisonette', key: 'maisonette' },
  { id: 11, typeId: 3, detail: 'Traditional Office', key: 'traditional_office' },
  { id: 12, typeId: 3, detail: 'Serviced Office', key: 'serviced_office' },
  { id: 13, typeId: 3, detail: 'Managed Office', key: 'managed_office' },
  { id: 14, typeId: 4, detail: 'Shop', key: 'shop' },
  { id: 15, typeId: 4, detail: 'Shopping Mall', key: 'shopping_mall' },
  { id: 16, typeId: 4, detail: 'Retail Store', key: 'retail_store' },
  { id: 17, typeId: 5, detail: 'Restaurant/Cafe', key: 'restaurant_cafe' },
  { id: 18, typeId: 5, detail: 'Takeaway', key: 'takeaway' },
  { id: 19, typeId: 5, detail: 'Pub', key: 'pub' },
  { id: 20, typeId: 5, detail: 'Entertainment', key: 'entertainment' },
  { id: 21, typeId: 5, detail: 'Sport/Healthcare Facility', key: 'sport_healthcare_facility' },
  { id: 22, typeId: 5, detail: 'Hotel/Tourism', key: 'hotel_tourism' },
  { id: 23, typeId: 6, detail: 'Pharmacy', key: 'pharmacy' },
  { id: 24, typeId: 6, detail: 'Medical Center', key: 'medical_center' },
  { id: 25, typeId: 6, detail: 'Nursing Home', key: 'nursing_home' },
  { id: 26, typeId: 6, detail: 'Hospital', key: 'hospital' },
  { id: 27, typeId: 7, detail: 'Parking Space', key: 'parking_space' },
  { id: 28, typeId: 7, detail: 'Single Garage', key: 'single_garage' },
  { id: 29, typeId: 7, detail: 'Multiple Garages', key: 'multiple_garages' },
  { id: 30, typeId: 7, detail: 'Parking Lot', key: 'parking_lot' },
  { id: 31, typeId: 7, detail: 'Multi-Storey Parking', key: 'multi_storey_parking' },
  { id: 32, typeId: 8, detail: 'Duplex', key: 'duplex' },
  { id: 33, typeId: 8, detail: 'Block of Flats', key: 'block_of_flats' },
  { id: 34, typeId: 8, detail: 'Apartment Complex', key: 'apartment_complex' },
  { id: 35, typeId: 11, detail: 'Hydroelectric', key: 'hydroelectric' },
  { id: 36, typeId: 11, detail: 'Coal-Fired', key: 'coal_fired' },
  { id: 37, typeId: 11, detail: 'Diesel-Fired', key: 'diesel_fired' },
  { id: 38, typeId: 11, detail: 'Geothermal', key: 'geothermal' },
  { id: 39, typeId: 11, detail: 'Gas-Fired', key: 'gas_fired' },
  { id: 40, typeId: 11, detail: 'Solar Power', key: 'solar_power' },
  { id: 41, typeId: 11, detail: 'Wind Power', key: 'wind_power' },
  { id: 42, typeId: 11, detail: 'Tidal Power', key: 'tidal_power' },
];

/** Space types of a room (002 §3.1). Category 7 (Room) adverts have no property type: their kind is their room's space type. */
export const PROPERTY_ROOM_TYPES: ReadonlyArray<{ id: number; type: string; key: string }> = [
  { id: 1, type: 'Single', key: 'single_room' },
  { id: 2, type: 'Double', key: 'double_room' },
  { id: 3, type: 'Twin', key: 'twin_room' },
  { id: 4, type: 'Twin/Double', key: 'twin_double_room' },
  { id: 5, type: 'Triple', key: 'triple_room' },
  { id: 6, type: 'Quadruple', key: 'quadruple_room' },
  { id: 7, type: 'Family', key: 'family_room' },
  { id: 8, type: 'Suite/Apartment', key: 'suite_apartment' },
];

export const RENT_TYPES = [
  { id: 1, type: 'N/A' },
  { id: 2, type: 'Hour' },
  { id: 3, type: 'Night' },
  { id: 4, type: 'Week' },
  { id: 5, type: 'Month' },
  { id: 6, type: 'To Be Discussed' },
] as const;

export const INSTRUCTION_TYPES = [
  { id: 1, type: 'Meet the host in person' },
  { id: 2, type: 'Key lockbox' },
  { id: 3, type: 'Smart lock' },
  { id: 4, type: 'Keypad' },
  { id: 5, type: 'Building staff' },
  { id: 6, type: 'Key left at reception' },
];

/** 'Fixed Fee Charged' is the rule whose cancellation_fee is shown (spec 000 §2 Policies). */
export const CANCELLATION_RULES = [
  { id: 1, rule: 'Free Cancellation' },
  { id: 2, rule: 'Fixed Fee Charged' },
  { id: 3, rule: 'First Night Charged' },
  { id: 4, rule: 'Full Price Charged' },
];

export const DISCOUNT_TYPES = [
  { id: 1, type: 'Term' },
  { id: 2, type: 'Last Minute' },
  { id: 3, type: 'Number of Guests' },
];

export const SERVICE_OCCUPATIONS = [
  { id: 1, type: 'Plumber' },
  { id: 2, type: 'Electrician' },
  { id: 3, type: 'Cleaner' },
  { id: 4, type: 'Gardener' },
  { id: 5, type: 'Builder' },
  { id: 6, type: 'Painter & Decorator' },
  { id: 7, type: 'Locksmith' },
  { id: 8, type: 'Removals' },
  { id: 9, type: 'Surveyor' },
  { id: 10, type: 'Handyman' },
  { id: 11, type: 'Roofer' },
  { id: 12, type: 'Interior Designer' },
  { id: 13, type: 'Gas Engineer' },
  { id: 14, type: 'Carpenter' },
  { id: 15, type: 'Pest Control' },
];

export const SERVICE_PAYMENT_TYPES = [
  { id: 1, type: 'Hour' },
  { id: 2, type: 'Day' },
  { id: 3, type: 'Job' },
  { id: 4, type: 'To Be Discussed' },
];

/** Search form groups (spec 000 §3): which form keys select which adverts. */
export interface TypeGroup {
  key: string;
  /** Type ids of the whole group (the group ticked without children). */
  typeIds: number[];
  /** Whole-category groups (rooms): category ids instead of types. */
  categoryIds?: number[];
  children: Array<{ key: string; detailId?: number; typeId?: number; roomTypeId?: number }>;
}

const detailsOf = (typeId: number) => PROPERTY_TYPE_DETAILS.filter((d) => d.typeId === typeId).map((d) => ({ key: d.key, detailId: d.id }));
const typesOf = (categoryId: number) =>
  PROPERTY_TYPES.filter((t) => t.categoryId === categoryId).map((t) => ({ key: t.key, typeId: t.id }));

export const TYPE_GROUPS: TypeGroup[] = [
  { key: 'houses', typeIds: [1], children: detailsOf(1) },
  { key: 'flats', typeIds: [2], children: detailsOf(2) },
  { key: 'offices', typeIds: [3], children: detailsOf(3) },
  { key: 'retail', typeIds: [4], children: detailsOf(4) },
  { key: 'leisure', typeIds: [5], children: detailsOf(5) },
  { key: 'healthcare', typeIds: [6], children: detailsOf(6) },
  { key: 'garage_parking', typeIds: [7], children: detailsOf(7) },
  { key: 'multifamily', typeIds: [8], children: detailsOf(8) },
  { key: 'warehouses', typeIds: [9], children: [] },
  { key: 'factories', typeIds: [10], children: [] },
  { key: 'power_plants', typeIds: [11], children: detailsOf(11) },
  { key: 'land', typeIds: [12, 13], children: typesOf(4) },
  { key: 'luxury', typeIds: [14, 15], children: typesOf(5) },
  { key: 'special_use', typeIds: [16, 17, 18, 19, 20, 21], children: typesOf(6) },
  {
    key: 'rooms',
    typeIds: [],
    categoryIds: [7],
    children: PROPERTY_ROOM_TYPES.filter((r) => r.id <= 7).map((r) => ({ key: r.key, roomTypeId: r.id })),
  },
];
