export * from './investment.ts';
export * from './machine.ts';
export * from './nda.ts';
export * from './payment.ts';
export * from './opportunity-status.ts';
