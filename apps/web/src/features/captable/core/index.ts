/**
 * The cap-table portal's shared parts (ADR 0032): the caller's cap tables and the current one, the gate
 * of every screen, the query keys, the CSV and file downloads, and the forms' call that keeps each
 * refused field's problem.
 */
export { type CapParams, capKey, capTableKey } from './api/cap-tables.ts';
export { downloadWithBearer } from './api/download.ts';
export { fieldProblems, placeProblems, sendForm, unplacedProblem } from './api/send-form.ts';
export { CapTableGate, CapTableSelector, LoadError } from './components/cap-table-gate.tsx';
export { CsvButton } from './components/csv-button.tsx';
export { useCurrentCapTable } from './lib/current-cap-table.ts';
