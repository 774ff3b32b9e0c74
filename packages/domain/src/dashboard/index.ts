export * from './dashboard-figures.ts';
