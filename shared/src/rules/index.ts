export * from './adType';
export * from './advert';
export * from './errors';
export * from './format';
export * from './marketedBy';
export * from './ratings';
export * from './reserve';
export * from './validators';
