export * from './auth.ts';
export * from './common.ts';
export * from './files.ts';
export * from './opportunities.ts';
export * from './route.ts';
export * from './tenancy.ts';
export * from './validation.ts';
