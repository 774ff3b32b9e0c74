export * from './aggregation.ts';
export * from './money.ts';
