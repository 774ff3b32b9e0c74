export * from './ics.ts';
export * from './meeting-request.ts';
export * from './service-request.ts';
