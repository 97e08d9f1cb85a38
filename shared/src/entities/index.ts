export * from './common';
export * from './user';
export * from './advert';
export * from './room';
export * from './review';
export * from './search';
export * from './misc';
export * from './booking';
