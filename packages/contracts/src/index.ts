export * from './envelope';
export * from './site';
export * from './errors';
export * from './enums';
export * from './enums-learning';
export * from './enums-site';
export * from './constants';
export * from './user';
