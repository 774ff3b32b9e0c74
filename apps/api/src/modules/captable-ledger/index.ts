export { nextIds, reserveIds } from './ids.ts';
export { type AppendOptions, appendLedgerTx, type LedgerScope, type LedgerTxInput } from './ledger-store.ts';
export { loadLedgerState } from './rows.ts';
