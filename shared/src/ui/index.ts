export * from './Modal';
export * from './StarRating';
export * from './ValidationErrors';
export * from './ConfirmDialog';
export * from './Price';
export * from './ImageWithFallback';
export * from './images';
export * from './RemoteFrame';
