/** The cap-table portal's shared context: the caller's cap tables and the current one (ADR 0032). */
export { type CapTable, capTableKey, useCapTables } from './api/cap-tables.ts';
export { CAP_TABLE_PARAM, useCurrentCapTable } from './lib/current-cap-table.ts';
