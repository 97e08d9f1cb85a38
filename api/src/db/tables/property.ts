/** Catalogue, adverts, rooms, services and reviews (migrations 0002 onwards). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PropertyTables {}
