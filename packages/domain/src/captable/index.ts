/** The cap-table domain (issue 17): exact, pure, every rounding named. */
export * from './actions.ts';
export * from './dates.ts';
export * from './deal-issuance.ts';
export * as exact from './exact.ts';
export type { Dec } from './exact.ts';
export * from './ledger.ts';
export * from './ledger-types.ts';
export * from './lineage.ts';
export * from './options.ts';
export * from './ownership.ts';
export * from './readiness.ts';
export * from './rounding.ts';
export * from './securities.ts';
export * from './termination.ts';
export * from './vesting.ts';
export * from './terms-validation.ts';
export * from './terms-versions.ts';
