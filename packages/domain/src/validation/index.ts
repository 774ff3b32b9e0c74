export * from './messages.ts';
export * from './rules.ts';
export * from './http-url.ts';
