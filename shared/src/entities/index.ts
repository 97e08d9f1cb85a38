export * from './common';
export * from './user';
export * from './advert';
export * from './room';
export * from './review';
export * from './search';
export * from './searchFilters';
export * from './misc';
export * from './service';
export * from './booking';
export * from './dashboard';
export * from './releases';
export * from './savedSearch';
// Answers' types, derived from their schemas (the schemas themselves stay out of the browser's bundle).
export type { AdvertCard } from '../answers/search';
export type { Favourite } from '../answers/favourites';
