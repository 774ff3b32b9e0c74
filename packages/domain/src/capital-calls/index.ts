export * from './allocation.ts';
export * from './receipt.ts';
