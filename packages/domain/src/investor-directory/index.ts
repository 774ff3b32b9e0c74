export * from './investor-amounts.ts';
export * from './investor-list.ts';
export * from './invitation-actions.ts';
export * from './invitation-import.ts';
export * from './kyc-state.ts';
