export * from './aggregation.ts';
export * from './money.ts';
export * from './investor-figures.ts';
