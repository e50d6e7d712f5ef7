export * from './site';
export * from './content';
export * from './catalogue';
export * from './identity';
export * from './user-data';
export * from './idp';
export * from './mail';
export * from './home';
