export * from './investment.ts';
export * from './machine.ts';
export * from './nda.ts';
export * from './payment.ts';
export * from './opportunity-status.ts';
export * from './investor-actions.ts';
export * from './opportunity-visibility.ts';
export * from './investment-amount.ts';
