export * from './events';
export * from './parcel';
export * from './config';
