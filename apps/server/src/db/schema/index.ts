// One file per owning module (issue 15, decision 0016); everything is re-exported so drizzle-kit,
// the migrations and the tests see one schema.
export * from './platform';
export * from './user';
export * from './auth';
export * from './idp';
export * from './content';
export * from './catalogue';
export * from './news';
export * from './home';
export * from './supplement';
export * from './learning';
export * from './enrolment';
export * from './exam';
export * from './classroom';
export * from './practical-exam';
export * from './certificate';
export * from './invitation';
export * from './staff';
export * from './checkout';
export * from './notification';
export * from './survey';
export * from './smart-try';
export * from './trainer-application';
