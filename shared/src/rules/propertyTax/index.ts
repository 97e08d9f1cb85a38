export * from './tables';
export * from './propertyTax';
export * from './mortgage';
