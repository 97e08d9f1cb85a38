export * from './session';
export * from './filters';
