export * from './invitation-status.ts';
export * from './kyc-form.ts';
